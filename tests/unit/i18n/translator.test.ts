// The app's translator (src/i18n): i18next with a namespace per section and per resource, and English by groups.
import { describe, expect, it } from 'vitest';
import i18n, { supportedLanguage, translateMessage } from '../../../src/i18n';

describe('the translator', () => {
  it('looks up nested keys and fills in values, leaving unknown ones as written', () => {
    expect(i18n.t('common.copyright', { year: 2030 })).toBe('© 2030 B2B Marketplace. All rights reserved.');
    expect(i18n.t('common.copyright')).toBe('© {{year}} B2B Marketplace. All rights reserved.');
  });

  it('finds a key that holds dots itself, as the audit actions are named', () => {
    expect(i18n.t('adminAuditAction.seller.suspended')).toBe('Seller suspended');
    expect(i18n.t('adminAuditAction.document.rejected')).toBe('Document rejected');
  });

  it('picks the plural form by the language’s rules', () => {
    expect(i18n.t('unitCount.box', { count: 1, formatted: '1' })).toBe('1 box');
    expect(i18n.t('unitCount.box', { count: 3, formatted: '3' })).toBe('3 boxes');
    expect(i18n.t('unitCount.box', { count: 0, formatted: '0' })).toBe('0 boxes');
  });

  it('shows the default value, then the key, for a text it does not have', () => {
    expect(i18n.t('units.furlong', { defaultValue: '{{n}} furlong', n: 2 })).toBe('2 furlong');
    expect(i18n.t('nowhere.at.all')).toBe('nowhere.at.all');
    expect(i18n.t(undefined as unknown as string)).toBe('');
  });

  it('translates server messages as whole keys, in the chosen language, and leaves unknown ones alone', async () => {
    await i18n.changeLanguage('hi');
    expect(translateMessage('Email is required')).not.toBe('Email is required');
    expect(translateMessage('Something no one wrote: with a colon.')).toBe('Something no one wrote: with a colon.');
    await i18n.changeLanguage('en');
    expect(translateMessage('Email is required')).toBe('Email is required');
  });

  it('falls back to English for a key the language lacks, and remembers the choice', async () => {
    await i18n.changeLanguage('zh-CN');
    expect(i18n.language).toBe('zh');
    expect(localStorage.getItem('i18nextLng')).toBe('zh');
    i18n.addTexts('en', { onlyEnglish: { here: 'Only in English' } });
    expect(i18n.t('onlyEnglish.here')).toBe('Only in English');
    await i18n.changeLanguage('en');
  });

  it("files each section, and each resource's labels, as an i18next namespace of its own", () => {
    i18n.addTexts('en', { resources: { widgets: { title: 'Widgets', fields: { size: 'Size' } } } });
    expect(i18n.engine.getResource('en', 'resources.widgets', 'fields.size')).toBe('Size');
    expect(i18n.t('resources.widgets.fields.size')).toBe('Size');
    // The words every resource shares stay in 'resources'.
    expect(i18n.engine.getResource('en', 'resources', 'save')).toBe('Save');
    expect(i18n.t('resources.save')).toBe('Save');
    expect(i18n.engine.getResource('en', 'common', 'copyright')).toBe('© {{year}} B2B Marketplace. All rights reserved.');
    // A key whose first part names no namespace, or that names a namespace only, is missing.
    expect(i18n.t('common')).toBe('common');
    expect(i18n.t('resources.nothing.title')).toBe('resources.nothing.title');
  });

  it('knows its languages by their base code', () => {
    expect(supportedLanguage('hi-IN')).toBe('hi');
    expect(supportedLanguage('ZH_hans')).toBe('zh');
    expect(supportedLanguage('de')).toBeUndefined();
    expect(supportedLanguage(null)).toBeUndefined();
  });
});
