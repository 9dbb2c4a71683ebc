import { Navigate, useLocation } from "react-router-dom";

/** A permanent move of an old short address: keeps the query string and the anchor. */
export function RedirectTo({ to }: { to: string }) {
  const { search, hash } = useLocation();
  return <Navigate to={`${to}${search}${hash}`} replace />;
}
