import { INestApplication, RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA, ROUTE_ARGS_METADATA } from '@nestjs/common/constants';
import { DiscoveryService } from '@nestjs/core';
import { getMetadataStorage } from 'class-validator';

export interface WriteRoute {
  method: 'post' | 'put' | 'patch' | 'delete';
  /** Express-style path with the global prefix: `/api/content-items/:id`. */
  path: string;
  /** Names of the route's path parameters. */
  params: string[];
  /** The validated fields of its body DTO (empty when it takes no body). */
  fields: string[];
}

const WRITE_METHODS: Partial<Record<RequestMethod, WriteRoute['method']>> = {
  [RequestMethod.POST]: 'post',
  [RequestMethod.PUT]: 'put',
  [RequestMethod.PATCH]: 'patch',
  [RequestMethod.DELETE]: 'delete',
};
const BODY = 3; // RouteParamtypes.BODY

type ControllerClass = new (...args: never[]) => object;
type RouteHandler = (...args: never[]) => unknown;

function joinPath(...parts: string[]): string {
  return `/${parts
    .map((p) => p.replace(/^\/+|\/+$/g, ''))
    .filter(Boolean)
    .join('/')}`;
}

/** Every registered route whose method is in `methods`, with the controller method that serves it. */
function* registeredRoutes<M extends string>(app: INestApplication, methods: Partial<Record<RequestMethod, M>>, prefix: string) {
  for (const wrapper of app.get(DiscoveryService).getControllers()) {
    const controller = wrapper.metatype as ControllerClass | undefined;
    if (!controller) continue;
    const base: string | string[] = Reflect.getMetadata(PATH_METADATA, controller) ?? '';
    for (const name of Object.getOwnPropertyNames(controller.prototype)) {
      const handler = controller.prototype[name];
      if (typeof handler !== 'function' || name === 'constructor') continue;
      const method = methods[Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod];
      const own: string | string[] | undefined = Reflect.getMetadata(PATH_METADATA, handler);
      if (!method || own === undefined) continue;
      for (const b of [base].flat()) {
        for (const o of [own].flat()) {
          const path = joinPath(prefix, b, o);
          yield { method, path, params: [...path.matchAll(/:(\w+)/g)].map((m) => m[1]), handler: handler as RouteHandler, controller, name };
        }
      }
    }
  }
}

/** The fields a route's body DTO validates (none without a body). */
function bodyFields(controller: ControllerClass, name: string): string[] {
  const args: Record<string, { index: number }> = Reflect.getMetadata(ROUTE_ARGS_METADATA, controller, name) ?? {};
  const bodyArg = Object.entries(args).find(([key]) => key.split(':')[0] === String(BODY));
  const dto = bodyArg ? (Reflect.getMetadata('design:paramtypes', controller.prototype, name) ?? [])[bodyArg[1].index] : undefined;
  return dto
    ? [
        ...new Set(
          getMetadataStorage()
            .getTargetValidationMetadatas(dto, '', true, false)
            .map((m) => m.propertyName),
        ),
      ]
    : [];
}

/**
 * Every state-changing route of the running app, read from the controllers Nest registered (so a route a new
 * module adds is covered without editing a list), with the fields its body DTO validates.
 */
export function writeRoutes(app: INestApplication, prefix = 'api'): WriteRoute[] {
  return [...registeredRoutes(app, WRITE_METHODS, prefix)].map(({ method, path, params, controller, name }) => ({
    method,
    path,
    params,
    fields: bodyFields(controller, name),
  }));
}

export interface Route {
  method: 'get' | WriteRoute['method'];
  path: string;
  params: string[];
  /** The controller method and class, to read what the route declares (its access rule) from their metadata. */
  handler: RouteHandler;
  controller: ControllerClass;
}

const ALL_METHODS: Partial<Record<RequestMethod, Route['method']>> = { ...WRITE_METHODS, [RequestMethod.GET]: 'get' };

/** Every route of the running app, reads included, with its handler and controller (see writeRoutes). */
export function allRoutes(app: INestApplication, prefix = 'api'): Route[] {
  return [...registeredRoutes(app, ALL_METHODS, prefix)].map(({ method, path, params, handler, controller }) => ({
    method,
    path,
    params,
    handler,
    controller,
  }));
}
