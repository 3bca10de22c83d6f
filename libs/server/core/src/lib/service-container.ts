import type { ContainerType, ResolverData } from 'type-graphql';

type Constructor<T = unknown> = abstract new (...args: never[]) => T;

/**
 * The smallest container type-graphql needs: resolvers are registered as ready-made instances,
 * built by hand with their services, so wiring stays explicit and testable without a DI framework.
 */
export class ServiceContainer implements ContainerType {
  private readonly instances = new Map<Constructor, unknown>();

  set<T>(type: Constructor<T>, instance: T): this {
    this.instances.set(type, instance);
    return this;
  }

  get(type: Constructor, _resolverData?: ResolverData): unknown {
    const instance = this.instances.get(type);
    if (instance === undefined) throw new Error(`No instance registered for ${type.name}`);
    return instance;
  }
}
