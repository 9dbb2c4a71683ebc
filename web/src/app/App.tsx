import { Route, Routes } from "react-router-dom";
import { ToastProvider } from "../components/toast/ToastProvider";
import { AppErrorBoundary } from "./AppErrorBoundary";
import { Layout } from "./Layout";
import { RoutePage } from "./lazy-page";
import { RedirectTo } from "./RedirectTo";
import { NOT_FOUND_ROUTE, PAGE_ROUTES, REDIRECTS } from "./routes";

/** The whole site; the entries wrap it in a browser router (client) or a static router (prerender). */
export function App() {
  return (
    <AppErrorBoundary>
      <ToastProvider>
        <Routes>
          <Route element={<Layout />}>
            {PAGE_ROUTES.map(({ path, page }) => (
              <Route key={path} path={path} element={<RoutePage page={page} />} />
            ))}
            {REDIRECTS.map(({ from, to }) => (
              <Route key={from} path={from} element={<RedirectTo to={to} />} />
            ))}
            <Route path="*" element={<RoutePage page={NOT_FOUND_ROUTE.page} />} />
          </Route>
        </Routes>
      </ToastProvider>
    </AppErrorBoundary>
  );
}
