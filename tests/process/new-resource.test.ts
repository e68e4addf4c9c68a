// `npm run new:resource` refuses a bad name, type or field with a message that says what is allowed,
// and writes nothing. (What it writes for good input is checked by npm test's generator step:
// scripts/check-new-resource.mjs.)
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);

async function generate(...args: string[]): Promise<{ code: number; stderr: string }> {
  try {
    await run('npx', ['tsx', 'scripts/new-resource.ts', ...args], { timeout: 60_000 });
    return { code: 0, stderr: '' };
  } catch (error) {
    const failed = error as { code: number; stderr: string };
    return { code: failed.code, stderr: failed.stderr };
  }
}

const status = async () => (await run('git', ['status', '--porcelain', '--untracked-files=all'])).stdout;

describe('npm run new:resource with bad input', { timeout: 120_000 }, () => {
  it.each([
    [['Shipping_Templates', 'name:string'], 'a resource name is a kebab-case plural'],
    [['shipping-templates', 'name:float'], 'unknown type "float"; use one of string, text, int, money, boolean, date, country, enum(A|B|C), string[]'],
    [['shipping-templates', 'Name:string'], 'a field name is snake_case'],
    [['shipping-templates', 'id:string'], 'every record has it already'],
    [['shipping-templates', 'name:string', 'name:text'], 'field "name" is given twice'],
    [['shipping-templates', 'price:money', 'price_minor:int', 'name:string'], 'field "price_minor" is given twice'],
    [['shipping-templates', 'incoterm:enum(EXW|EXW)', 'name:string'], 'an enum value is listed twice'],
    [['shipping-templates', 'handling_days:int'], 'give the resource a string field'],
    [['shipping-templates'], 'give the resource at least one field'],
    [['shipping-templates', '--portal', 'buyer', 'name:string'], '--portal buyer: the portals are seller and admin'],
    [['exchange-rates', '--portal', 'admin', 'pair:string'], 'a back-office resource needs --area: the staff areas are overview, sellers'],
    [['exchange-rates', '--portal', 'admin', '--area', 'money', 'pair:string'], '--area money: the staff areas are'],
    [['exchange-rates', '--portal', 'admin', '--area', 'orders', '--section', 'store', 'pair:string'], '--section is for the seller portal'],
    [['exchange-rates', '--area', 'orders', 'pair:string'], '--area is for the back office'],
    [['help-articles', '--portal', 'admin', '--area', 'helpArticles', 'title:string'], 'is taken'],
    [['shipping-templates', '--section', 'chat', 'name:string'], "the seller portal's sections are products, rfqs, store, profile"],
    [['products', 'name:string'], 'is taken'],
    [['category-requests', 'name:string'], 'is taken'],
    [['conversations', 'subject:string'], 'the table conversations exists already'],
  ])('%j: says "%s" and writes nothing', async (args, message) => {
    const before = await status();
    const { code, stderr } = await generate(...args);
    expect(code).toBe(1);
    expect(stderr).toContain(message);
    expect(stderr).toContain('Nothing was written');
    expect(stderr).toContain('Usage: npm run new:resource');
    expect(await status()).toBe(before);
  });
});
