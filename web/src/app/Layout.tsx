import { Suspense } from "react";
import { Outlet } from "react-router-dom";
import { FocusClearOfHeader } from "./FocusClearOfHeader";
import { Footer } from "./Footer";
import { Header } from "./Header";
import { HeadManager } from "./HeadManager";
import { ScrollToTop } from "./ScrollToTop";

/** Frame of every page: skip link, header, main content, footer. */
export function Layout() {
  return (
    <>
      <a className="skip-link" href="#contenu">
        Aller au contenu
      </a>
      <Header />
      <main id="contenu" tabIndex={-1}>
        <Suspense fallback={<p className="page-loading section container">Chargement…</p>}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      <ScrollToTop />
      <FocusClearOfHeader />
      <HeadManager />
    </>
  );
}
