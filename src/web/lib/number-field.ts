/**
 * A number input's value for react-hook-form's `setValueAs`: the number typed, or `empty` when
 * nothing is (0, undefined or null, as the form's schema wants an empty field).
 */
export const numberOr =
  <E>(empty: E) =>
  (v: unknown): number | E =>
    v === "" || v == null ? empty : Number(v);
