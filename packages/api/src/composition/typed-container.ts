import { Container, type MapToResolvedValueInjectOptions } from 'inversify';

declare const serviceType: unique symbol;

/**
 * A service identifier that carries the type of its service, so a binding and a lookup of the
 * same token must agree on it (swapping two tokens does not compile). Invariant in `T`.
 */
export type Token<T> = symbol & { readonly [serviceType]: (service: T) => T };

/** A new token for services of type `T`, named for inversify's error messages. */
export function token<T>(name: string): Token<T> {
  return Symbol(name) as Token<T>;
}

/** The tokens of a factory's parameters, one per parameter and of its type. */
export type TokensOf<Args extends readonly unknown[]> = { readonly [K in keyof Args]: Token<Args[K]> };

/**
 * The server's inversify container behind typed tokens: `get(TOKENS.x)` answers the type of
 * `TOKENS.x`, and a factory's parameter types are checked against the tokens it is resolved from.
 */
export class TypedContainer {
  readonly #container = new Container();

  /** Binds a value made outside the container (an adapter opened at start, a fake in a test). */
  constant<T>(service: Token<T>, value: T): this {
    this.#container.bind<T>(service).toConstantValue(value);
    return this;
  }

  /** Binds a singleton made from other services on first use. */
  resolved<T, Args extends unknown[]>(
    service: Token<T>,
    dependencies: TokensOf<Args>,
    make: (...args: Args) => T,
  ): this {
    // Each Token<Args[K]> is the symbol inversify resolves for parameter K; TypeScript cannot see that through the
    // mapped tuple.
    const inject = [...dependencies] as readonly symbol[] as MapToResolvedValueInjectOptions<Args>;
    this.#container.bind<T>(service).toResolvedValue(make, inject).inSingletonScope();
    return this;
  }

  /** Replaces a binding (tests bind a fake over the configured adapter). */
  replace<T>(service: Token<T>, value: T): this {
    if (this.#container.isBound(service)) this.#container.unbind(service);
    return this.constant(service, value);
  }

  get<T>(service: Token<T>): T {
    return this.#container.get<T>(service);
  }
}
