import { createContext } from "react";

/**
 * The level of each outing card's title: one below the calendar's heading, which is an h2 on the
 * home page and the page's h1 on /calendrier. A skipped level breaks a screen reader's outline.
 */
export const CardHeadingLevel = createContext<2 | 3>(3);
