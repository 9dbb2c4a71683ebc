import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
import { viteAliases } from "../tools/path-aliases";

const webRoot = fileURLToPath(new URL(".", import.meta.url));
const localHost = `http://127.0.0.1:${process.env.LOCAL_HOST_PORT ?? "3001"}`;

/**
 * The team space is the document web/espace-equipe/index.html (its own build, see
 * web/scripts/build.ts). Vite serves it at /espace-equipe/ only; the address without the slash,
 * which CloudFront and the local host serve as the same document, is sent there.
 */
function teamSpaceAddress(): Plugin {
  return {
    name: "team-space-address",
    apply: "serve",
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        if (req.url !== "/espace-equipe") return next();
        res.writeHead(302, { location: "/espace-equipe/" });
        res.end();
      });
    },
  };
}

/**
 * The site's Vite configuration. The dev server proxies the API and the local pages to the local host,
 * so the browser talks to one origin, as behind CloudFront.
 */
export default defineConfig({
  root: webRoot,
  plugins: [react(), teamSpaceAddress()],
  // tsconfig.json's paths (`@shared/…`), resolved here as they are for tsc, esbuild and vitest.
  resolve: { alias: viteAliases() },
  server: {
    host: "127.0.0.1",
    port: Number(process.env.WEB_PORT ?? "5173"),
    strictPort: true,
    proxy: {
      "/api": { target: localHost, changeOrigin: false },
      "/_local": { target: localHost, changeOrigin: false },
      // Where the team space signs in (the emulator's pool), served by the local host.
      "/espace-equipe/config.json": { target: localHost, changeOrigin: false },
    },
  },
  css: {
    preprocessorOptions: {
      scss: { quietDeps: true },
    },
  },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    manifest: true,
    cssCodeSplit: true,
    target: "es2020",
  },
});
