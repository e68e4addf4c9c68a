// Every file in server/resources/ is a declared resource (server/lib/entity-crud.ts): the app registers
// each one it finds there, so adding a resource needs no line anywhere else.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { ServerResource } from './entity-crud';

const FOLDER = path.join(path.dirname(fileURLToPath(import.meta.url)), '../resources');

/** The declared resources, in file-name order. */
export async function declaredResources(folder: string = FOLDER): Promise<ServerResource[]> {
  if (!existsSync(folder)) return [];
  const files = readdirSync(folder)
    .filter((file) => /\.ts$/.test(file) && !file.endsWith('.d.ts'))
    .sort();
  const found: ServerResource[] = [];
  for (const file of files) {
    const module = (await import(pathToFileURL(path.join(folder, file)).href)) as { default?: Partial<ServerResource> };
    const resource = module.default;
    if (typeof resource?.register !== 'function' || !resource.entity)
      throw new Error(`server/resources/${file}: export default defineServerResource({ entity, table, owner })`);
    found.push(resource as ServerResource);
  }
  return found;
}

export async function registerDeclaredResources(app: FastifyInstance): Promise<void> {
  for (const resource of await declaredResources()) resource.register(app);
}
