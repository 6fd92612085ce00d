import { StubSvgRasterizer } from '../fakes/stub-svg-rasterizer.ts';
import { svgRasterizerContract } from './svg-rasterizer.contract.ts';

svgRasterizerContract('StubSvgRasterizer', () => new StubSvgRasterizer());
