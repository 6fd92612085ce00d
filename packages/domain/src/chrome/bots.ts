const BOT_PATTERN =
  /bot\b|crawl|spider|slurp|mediapartners|facebookexternalhit|embedly|quora link preview|outbrain|pinterest|vkshare|w3c_validator|whatsapp|lighthouse|bingpreview|yandex|baidu|duckduckgo|petalbot|applebot|gptbot|claudebot|perplexity|ccbot|bytespider/i;

/**
 * Whether a user agent is a search-engine bot, link previewer or similar crawler.
 * For these an application error renders no error page.
 */
export function isSearchEngineBot(userAgent: string | null | undefined): boolean {
  return typeof userAgent === 'string' && BOT_PATTERN.test(userAgent);
}
