import { BUSINESS } from "@shared/constants/business";
import { type ComponentProps, useState } from "react";
import { Deferred } from "../../components/deferred/Deferred";
import { deferredPart, loadOnIntent } from "../../components/deferred/deferred-part";
import {
  GALLERY_FOLDERS,
  GALLERY_VIDEOS,
  type GalleryFolder,
  MORE_CONTENT_NOTE,
} from "../../content/gallery";
import type { GalleryViewer as GalleryViewerType } from "./GalleryViewer";
import { below, Heading, type HeadingLevel } from "./Heading";
import { Tabs } from "./Tabs";

// The viewer only serves a tap on a photo: its code loads on intent (components/deferred/).
const galleryViewer = deferredPart<ComponentProps<typeof GalleryViewerType>>(() =>
  import("./GalleryViewer").then((m) => m.GalleryViewer),
);
const viewerIntent = loadOnIntent(galleryViewer);

const photoLabel = (count: number) => `${count} photo${count > 1 ? "s" : ""}`;

function FolderList({ level, onOpen }: { level: HeadingLevel; onOpen: (id: string) => void }) {
  return (
    <ul className="columns is-multiline">
      {GALLERY_FOLDERS.map((folder) => (
        <li key={folder.id} className="column is-half-tablet is-one-third-desktop">
          <article className="card" style={{ height: "100%" }} data-folder={folder.id}>
            <div className="card-image">
              <img
                src={folder.thumbnail.src}
                alt={folder.thumbnail.alt}
                width={folder.thumbnail.width}
                height={folder.thumbnail.height}
                loading="lazy"
                style={{ display: "block", width: "100%", height: "auto" }}
              />
            </div>
            <div className="card-content">
              <Heading level={level} className="title is-4 mb-2">
                {folder.name}
              </Heading>
              <p className="mb-2">{folder.description}</p>
              <p
                className="mb-3 has-text-weight-bold"
                data-testid="folder-count"
                style={{
                  display: "inline-block",
                  background: "#e9efe4",
                  color: "#1f4d2b",
                  padding: "0.2rem 0.75rem",
                  borderRadius: "999px",
                }}
              >
                {photoLabel(folder.count)}
              </p>
              <div>
                <button
                  type="button"
                  className="button is-primary is-medium"
                  onClick={() => onOpen(folder.id)}
                >
                  Ouvrir le dossier<span className="is-sr-only"> {folder.name}</span>
                </button>
              </div>
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}

function FolderImages({
  folder,
  level,
  onBack,
}: {
  folder: GalleryFolder;
  level: HeadingLevel;
  onBack: () => void;
}) {
  const [viewerIndex, setViewerIndex] = useState<number | null>(null);
  const viewed = viewerIndex === null ? undefined : folder.images[viewerIndex];
  return (
    <div>
      <button type="button" className="button is-medium mb-4" onClick={onBack}>
        ← Retour aux dossiers
      </button>
      <Heading level={level} className="title is-3">
        {folder.name} ({photoLabel(folder.images.length)})
      </Heading>
      <ul className="columns is-multiline is-mobile" aria-label={`Photos : ${folder.name}`}>
        {folder.images.map((image, index) => (
          <li
            key={image.title}
            className="column is-half-mobile is-one-third-tablet is-one-quarter-desktop"
          >
            <button
              type="button"
              className="gallery-thumb"
              {...viewerIntent}
              onClick={() => setViewerIndex(index)}
              style={{
                display: "block",
                width: "100%",
                padding: 0,
                border: "2px solid #3b7d4f",
                borderRadius: "8px",
                background: "#ffffff",
                cursor: "zoom-in",
                overflow: "hidden",
              }}
            >
              <img
                src={image.src}
                alt={image.alt}
                width={image.width}
                height={image.height}
                loading="lazy"
                style={{ display: "block", width: "100%", height: "auto" }}
              />
            </button>
          </li>
        ))}
      </ul>
      {viewed ? (
        <Deferred
          part={galleryViewer}
          props={{ image: viewed, onClose: () => setViewerIndex(null) }}
        />
      ) : null}
    </div>
  );
}

function Photos({ level }: { level: HeadingLevel }) {
  const [folderId, setFolderId] = useState<string | null>(null);
  const folder = GALLERY_FOLDERS.find((candidate) => candidate.id === folderId);
  return folder ? (
    <FolderImages folder={folder} level={level} onBack={() => setFolderId(null)} />
  ) : (
    <FolderList level={level} onOpen={setFolderId} />
  );
}

function Videos({ level }: { level: HeadingLevel }) {
  return (
    <div>
      <ul className="columns is-multiline">
        {GALLERY_VIDEOS.map((video) => (
          <li key={video.title} className="column is-one-third-desktop is-half-tablet">
            <figure className="card" style={{ height: "100%" }}>
              <div className="card-image" style={{ position: "relative" }}>
                <img
                  src={video.thumbnail.src}
                  alt={video.thumbnail.alt}
                  width={video.thumbnail.width}
                  height={video.thumbnail.height}
                  loading="lazy"
                  style={{ display: "block", width: "100%", height: "auto" }}
                />
                <span
                  style={{
                    position: "absolute",
                    right: "0.75rem",
                    bottom: "0.75rem",
                    background: "#1a1a1a",
                    color: "#ffffff",
                    padding: "0.2rem 0.6rem",
                    borderRadius: "6px",
                    fontWeight: 700,
                  }}
                >
                  <span className="is-sr-only">Durée : </span>
                  {video.duration}
                </span>
              </div>
              <figcaption className="card-content">
                <Heading level={level} className="title is-5 mb-2">
                  {video.title}
                </Heading>
                <p>{video.description}</p>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
      <p className="mb-3">{MORE_CONTENT_NOTE}</p>
      <a
        className="button is-primary is-medium"
        href={BUSINESS.communityGroupUrl}
        target="_blank"
        rel="noopener noreferrer"
      >
        Voir plus de contenus<span className="is-sr-only"> (s'ouvre dans un nouvel onglet)</span>
      </a>
    </div>
  );
}

/** Photo folders and videos; on /galerie (h1) and on the home page (h2). */
export function GallerySection({ headingLevel = 2 }: { headingLevel?: HeadingLevel }) {
  const [tab, setTab] = useState("photos");
  const sub = below(headingLevel);
  return (
    <section id="galerie" className="section" aria-labelledby="galerie-titre">
      <div className="container">
        <Heading level={headingLevel} id="galerie-titre" className="title is-2">
          Galerie
        </Heading>
        <p className="subtitle is-4">Quelques moments partagés sur les chemins du Jura.</p>
        <Tabs
          label="Type de contenu"
          selected={tab}
          onSelect={setTab}
          tabs={[
            { id: "photos", label: "Photos", panel: <Photos level={sub} /> },
            { id: "videos", label: "Vidéos", panel: <Videos level={sub} /> },
          ]}
        />
      </div>
    </section>
  );
}
