// The catalogue's minimum-rating filter lives in the URL like the other filters: read back, dropped when
// hand-edited to a value the menu does not offer, counted among the active filters and sent to the API.
import { describe, expect, it } from 'vitest';
import { activeFilterCount, catalogueApiQuery, clearCatalogueFilters, readCatalogueFilters, writeCatalogueFilters } from '../../../src/catalogue/filters';

describe('min_rating in the catalogue URL', () => {
  it('reads an offered rating and sends it to the API', () => {
    const filters = readCatalogueFilters(new URLSearchParams('q=gloves&min_rating=4.5&page=2'));
    expect(filters).toMatchObject({ q: 'gloves', min_rating: '4.5', page: 2 });
    expect(activeFilterCount(filters)).toBe(1);
    expect(catalogueApiQuery(filters)).toMatchObject({ q: 'gloves', min_rating: '4.5', page: 2 });
  });

  it.each(['6', '0', 'abc', '4.4', ''])('drops min_rating=%s', (value) => {
    expect(readCatalogueFilters(new URLSearchParams(`min_rating=${value}`)).min_rating).toBeUndefined();
  });

  it('goes back to page 1 when set, and is removed by clearing', () => {
    const next = writeCatalogueFilters(new URLSearchParams('page=3&sidebarCollapsed=false'), { values: { min_rating: '4' } });
    expect(next.toString()).toBe('sidebarCollapsed=false&min_rating=4');
    expect(writeCatalogueFilters(next, { values: { min_rating: undefined } }).get('min_rating')).toBeNull();
    expect(clearCatalogueFilters(next).toString()).toBe('sidebarCollapsed=false');
  });
});
