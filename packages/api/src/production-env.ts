// Imported first by main.ts: the built server runs React (loaded later with the web renderer)
// in production mode unless told otherwise. Development React renders several times slower.
process.env.NODE_ENV ??= 'production';
