import { useEffect } from 'react';
import { useStorefrontConfig } from '../../config/config-context';

/** Names the browser tab after the page ("About us | Brand") and gives the brand name back when the page goes. */
export function useDocumentTitle(pageTitle: string): void {
  const { brandName } = useStorefrontConfig();
  useEffect(() => {
    const previous = document.title;
    document.title = `${pageTitle} | ${brandName}`;
    return () => {
      document.title = previous;
    };
  }, [pageTitle, brandName]);
}
