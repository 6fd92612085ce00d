import { useEffect, useState } from 'react';
import { PLACE_QUERY_MIN_LENGTH, readPlaceQuery, type PlaceSuggestion } from '@app/domain';
import { useServices } from '../../../app/services-context.tsx';

/** How long typing rests before the place index is asked. */
const TYPING_PAUSE_MS = 200;

/** The MLS subdivisions (with homes for sale) the place index suggests for a text, typo-tolerant; none until the text
 * has PLACE_QUERY_MIN_LENGTH characters or when the index cannot be reached. */
export function useSubdivisionSuggestions(text: string): readonly PlaceSuggestion[] {
  const { suggestPlaces } = useServices();
  const [found, setFound] = useState<{ text: string; suggestions: readonly PlaceSuggestion[] }>({
    text: '',
    suggestions: [],
  });
  useEffect(() => {
    const query = readPlaceQuery(text);
    if ('issue' in query || query.text.length < PLACE_QUERY_MIN_LENGTH) return;
    let current = true;
    const timer = setTimeout(() => {
      suggestPlaces(query.text).then(
        (groups) => {
          const communities = groups.find((group) => group.kind === 'community')?.suggestions ?? [];
          if (current) setFound({ text, suggestions: communities });
        },
        () => {
          if (current) setFound({ text, suggestions: [] });
        },
      );
    }, TYPING_PAUSE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [text, suggestPlaces]);
  return found.text === text ? found.suggestions : [];
}
