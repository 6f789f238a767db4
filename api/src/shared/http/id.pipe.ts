import { Injectable, NotFoundException, PipeTransform } from '@nestjs/common';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An id that cannot exist is simply not found: no need to tell a caller about id formats. */
export function idPipe(what: string) {
  @Injectable()
  class IdPipe implements PipeTransform<string, string> {
    transform(value: string): string {
      if (!UUID.test(value)) throw new NotFoundException(`${what} not found.`);
      return value.toLowerCase();
    }
  }
  return IdPipe;
}

export const ContentIdPipe = idPipe('Content item');
