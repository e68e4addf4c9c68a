// Where the server's field errors land on the RFQ forms: a server field name as antd's name path.

/** antd's name path of a server field: "lines.0.quantity" → ['lines', 0, 'quantity']. */
export const namePath = (field: string): Array<string | number> => field.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));
