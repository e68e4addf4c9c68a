/** The shape a Hindi or Chinese area file must match: the English file's sections and keys, string values. */
export type TextsLike<English> = { [Section in keyof English]: { [Key in keyof English[Section]]: string } };
