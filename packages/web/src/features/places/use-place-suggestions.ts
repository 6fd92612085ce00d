import { useEffect, useState } from 'react';
import { readPlaceQuery, type PlaceSuggestionGroup } from '@app/domain';
import { useServices } from '../../app/services-context.tsx';

/** How long typing must pause before the suggestions are asked for. */
export const PLACE_SUGGESTION_DELAY_MS = 150;

/**
 * The place suggestions of what the visitor is typing: asked for once typing pauses, and only
 * for a text of 2 to 60 characters; an answer to an older text is dropped, and a failed request
 * leaves the list empty (the box still works as a plain text box).
 */
export function usePlaceSuggestions(text: string): readonly PlaceSuggestionGroup[] {
  const services = useServices();
  const [answer, setAnswer] = useState<{ text: string; groups: readonly PlaceSuggestionGroup[] }>({
    text: '',
    groups: [],
  });
  const query = readPlaceQuery(text);
  const wanted = 'text' in query ? query.text : null;
  useEffect(() => {
    if (wanted === null) return undefined;
    let current = true;
    const timer = setTimeout(() => {
      services.suggestPlaces(wanted).then(
        (groups) => {
          if (current) setAnswer({ text: wanted, groups });
        },
        () => {
          if (current) setAnswer({ text: wanted, groups: [] });
        },
      );
    }, PLACE_SUGGESTION_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [services, wanted]);
  return wanted !== null && answer.text === wanted ? answer.groups : [];
}
