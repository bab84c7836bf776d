/** A font file imported for its address (Vite: the built asset's URL; the e2e harness: a data URL). */
declare module '*.woff2' {
  const url: string;
  export default url;
}
