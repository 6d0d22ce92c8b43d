import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [reactRouter()],
  resolve: {
    alias: { "~": new URL("./app", import.meta.url).pathname },
  },
  ssr: {
    // styled-components' CommonJS default export breaks under Node's ESM loader otherwise.
    noExternal: ["styled-components"],
  },
});
