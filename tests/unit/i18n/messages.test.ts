// Every fixed message of the contract (validation errors, server answers shown as toasts) has a Hindi and a
// Chinese text in the messages namespace, so translateMessage() never leaves English on a Hindi or Chinese screen.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { hiMessages } from '../../../src/i18n/hi';
import { zhMessages } from '../../../src/i18n/zh';

const CONTRACT = path.resolve(__dirname, '../../../src/contract');
async function contractMessages(): Promise<Array<{ where: string; text: string }>> {
  const found: Array<{ where: string; text: string }> = [];
  for (const file of fs.readdirSync(CONTRACT).filter((name) => name.endsWith('.ts'))) {
    const module = (await import(path.join(CONTRACT, file))) as Record<string, unknown>;
    for (const [name, value] of Object.entries(module)) {
      if (!/[mM]essages$/.test(name) || typeof value !== 'object' || value === null) continue;
      for (const [key, text] of Object.entries(value)) {
        // Messages with {{placeholders}} reach the screen filled in; they cannot be looked up by their text.
        if (typeof text === 'string' && !text.includes('{{')) found.push({ where: `${file} ${name}.${key}`, text });
      }
    }
  }
  return found;
}

describe('contract messages', () => {
  it('each has a Hindi and a Chinese translation', async () => {
    const messages = await contractMessages();
    expect(messages.length).toBeGreaterThan(100);
    const missing = messages.flatMap(({ where, text }) => [
      ...(text in hiMessages ? [] : [`hi: ${where}: ${text}`]),
      ...(text in zhMessages ? [] : [`zh: ${where}: ${text}`]),
    ]);
    expect(missing).toEqual([]);
  });
});
