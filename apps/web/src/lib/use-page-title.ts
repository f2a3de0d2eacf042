import { useEffect } from 'react';

/**
 * Sets the tab title on client navigation. The server already wrote the right title (and the search
 * engine tags) into the first HTML of each page; this keeps it right as the visitor moves around.
 */
export function usePageTitle(title: string | undefined) {
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
}
