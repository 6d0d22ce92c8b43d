export * from "./contract";
export * from "./vars";
export * from "./scales";
export * from "./layout";
export * from "./BrandScope";
export * from "./GlobalStyle";
export * from "./Nonce";
