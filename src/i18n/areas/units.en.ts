// Product units, by themselves and counted: the catalogue's cards and the seller's product forms show them.
import { UNIT_COUNT_EN } from '../../contract/unit-words';
export const unitsEn = {
  units: {
    piece: 'Piece',
    pair: 'Pair',
    set: 'Set',
    box: 'Box',
    carton: 'Carton',
    pack: 'Pack',
    roll: 'Roll',
    kilogram: 'Kilogram',
    ton: 'Ton',
    meter: 'Meter',
    'square meter': 'Square meter',
    liter: 'Liter',
  },
  unitCount: UNIT_COUNT_EN,
};
