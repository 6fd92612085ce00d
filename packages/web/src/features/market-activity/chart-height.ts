/** The height of every chart of the market page, kept by its placeholder before the chart is drawn. */
export const CHART_HEIGHT = 280;
