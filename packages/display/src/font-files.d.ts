/** A font file imported for its address (Vite: the built asset's URL; the e2e harness: a data URL). */
declare module '*.woff2' {
  const url: string;
  export default url;
}

/** A style sheet imported for its address (Vite: the built, processed style sheet's URL). */
declare module '*.css?url' {
  const url: string;
  export default url;
}
