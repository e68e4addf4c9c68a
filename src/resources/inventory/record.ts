// An inventory item's record page parts, gathered so that they load as one chunk with the first item
// opened (index.ts): several small lazy imports would each add their file list to the declarations'
// chunk, which every seller page loads.
export { Ledger } from './ledger';
export { SkuLine } from './sku-line';
export { AdjustStock, ThresholdEditor } from './stock-forms';
