import { type ReactNode, useRef, useState } from "react";
import { teamFailureMessage } from "./team-failure";

/** Saves a file the team space fetched itself (with its token): a temporary link, then gone. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has handed the file to the browser.
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** A file the founder asked for: saved once fetched, or the French reason it was not. */
export function useDownload() {
  const [state, setState] = useState<{ busy: boolean; failure: string | null }>({
    busy: false,
    failure: null,
  });
  const busy = useRef(false);
  const save = async (load: () => Promise<Blob>, fileName: string) => {
    if (busy.current) return;
    busy.current = true;
    setState({ busy: true, failure: null });
    try {
      saveFile(await load(), fileName);
      setState({ busy: false, failure: null });
    } catch (error) {
      setState({ busy: false, failure: teamFailureMessage(error) });
    }
    busy.current = false;
  };
  return { ...state, save };
}

/** « Télécharger … (Excel) »: says « Téléchargement… » while the file comes. */
export function DownloadButton({
  busy,
  onClick,
  children,
}: {
  busy: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className="button is-medium"
      aria-disabled={busy || undefined}
      onClick={onClick}
    >
      {busy ? "Téléchargement…" : children}
    </button>
  );
}
