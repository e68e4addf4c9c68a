// The rendered pages' document: the page's markup in #root, and the template's linked stylesheets
// written into the page so that it paints from its first response.
import { describe, expect, it } from 'vitest';
import { inlineStylesheets, pageDocument } from '../../../src/ssr/document';

const template =
  '<!doctype html><html><head><link rel="stylesheet" crossorigin href="/assets/index-abc.css"><link rel="modulepreload" crossorigin href="/assets/app.js"></head><body><div id="root"></div></body></html>';

describe('server-rendered documents', () => {
  it("write the template's stylesheets in as style elements and keep everything else", async () => {
    const read: string[] = [];
    const html = await inlineStylesheets(template, async (file) => {
      read.push(file);
      return '.landing{color:#1d4ed8}';
    });
    expect(read).toEqual(['assets/index-abc.css']);
    expect(html).toContain('<style>.landing{color:#1d4ed8}</style>');
    expect(html).not.toContain('rel="stylesheet"');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/app.js">');
  });

  it('take a stylesheet with $ signs as it is, and put the page in #root', async () => {
    const html = await inlineStylesheets(template, async () => '.price::before{content:"$&"}');
    expect(html).toContain('<style>.price::before{content:"$&"}</style>');
    expect(pageDocument(html, { head: '', body: '<h1>Hi</h1>' })).toContain('<div id="root" data-ssr><h1>Hi</h1></div>');
  });
});
