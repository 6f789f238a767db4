import 'reflect-metadata';
import type { MigrationInterface } from 'typeorm';
import type { EntityClass, Projection } from '../projections/projection';

/**
 * What a feature module owns beyond its Nest providers and that must be known before Nest starts: the read
 * models its projections fill (the projection runner, `npm run replay` and the TypeORM data source need them
 * before the app exists) and the migrations that create their tables. Each module declares its own on its Nest
 * module class; the composition root lists the feature modules, and `moduleParts` gathers what they declare.
 * Reactions and job handlers are Nest providers, found by the ReactionHost and the JobHost at start.
 */
const READ_MODELS = Symbol('freshwatch:read-models');
const MIGRATIONS = Symbol('freshwatch:migrations');

export type ProjectionClass = new () => Projection;
export type MigrationClass = new () => MigrationInterface;
/** A Nest module class, which carries what it declares as metadata. */
export type ModuleClass = new (...args: never[]) => object;

/** On a feature module: the projections of its read models (each names the entities, hence the tables, it owns). */
export function ReadModels(...projections: ProjectionClass[]): ClassDecorator {
  return (module) => Reflect.defineMetadata(READ_MODELS, projections, module);
}

/**
 * On a feature module: the migrations that create or change its tables, from the module's own folder. The
 * schema's history before modules declared their migrations stays in `database/migrations`.
 */
export function Migrations(...migrations: MigrationClass[]): ClassDecorator {
  return (module) => Reflect.defineMetadata(MIGRATIONS, migrations, module);
}

export interface ModuleParts {
  projections: Projection[];
  entities: EntityClass[];
  migrations: MigrationClass[];
}

/** Everything the listed feature modules declare, each once. */
export function moduleParts(modules: readonly ModuleClass[]): ModuleParts {
  const declared = <T>(key: symbol) => modules.flatMap((module) => (Reflect.getMetadata(key, module) as T[] | undefined) ?? []);
  const projections = [...new Set(declared<ProjectionClass>(READ_MODELS))].map((Projection) => new Projection());
  const entities = [...new Set(projections.flatMap((p) => p.entities))];
  return { projections, entities, migrations: [...new Set(declared<MigrationClass>(MIGRATIONS))] };
}
