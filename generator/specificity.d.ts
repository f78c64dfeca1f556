// The types of @bramus/specificity's main entry, which its package.json `exports` do not point TypeScript
// to (it ships declarations, unreachable under `moduleResolution: bundler`); only what css.ts uses.
declare module '@bramus/specificity' {
  interface SpecificityValue {
    a: number
    b: number
    c: number
  }
  const Specificity: {
    /** One entry per selector of the list. Throws on a selector css-tree cannot parse. */
    calculate(selector: string): Array<{ value: SpecificityValue }>
  }
  export default Specificity
}
