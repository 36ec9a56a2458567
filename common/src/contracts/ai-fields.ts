/**
 * Every text field of every AI tool's answer, described once: what it is (listing text a seller pastes
 * into a marketplace, or advice to the seller), its shape, and its scripts. The listing guard walks
 * answers with this description, so a field added here cannot escape the checks, and a field added to
 * a result schema without an entry here fails the contract test.
 */
export type AiTool = 'keywords' | 'research' | 'optimization';

/** 'listing': pasted into a listing (listing rules); 'advice': read by the seller (advice rules). */
export type FieldRole = 'listing' | 'advice';

export interface AiTextField {
  key: string;
  role: FieldRole;
  /** 'text': one string; 'list': strings; 'platforms': [{ platform, <itemKey>: strings }]. */
  shape: 'text' | 'list' | 'platforms';
  itemKey?: string;
  /** What the seller sees the field called, in findings. */
  label: string;
}

/**
 * Scripts: every field may use Latin letters (brands, units, English words buyers type) and the requested
 * language's script; any other script, and words the seller did not write in it, are flagged per segment.
 */
export const aiToolFields: Record<AiTool, readonly AiTextField[]> = {
  keywords: [
    { key: 'relatedKeywords', role: 'listing', shape: 'list', label: 'Related keywords' },
    { key: 'longTailKeywords', role: 'listing', shape: 'list', label: 'Long-tail keywords' },
    { key: 'spellingVariants', role: 'listing', shape: 'list', label: 'Spelling variants' },
    { key: 'suggestions', role: 'advice', shape: 'list', label: 'Suggestions' },
    {
      key: 'platformInsights',
      role: 'advice',
      shape: 'platforms',
      itemKey: 'insights',
      label: 'Platform insights',
    },
  ],
  research: [
    { key: 'marketAnalysis', role: 'advice', shape: 'text', label: 'Market analysis' },
    { key: 'competitorAnalysis', role: 'advice', shape: 'text', label: 'Competitor analysis' },
    { key: 'pricingInsights', role: 'advice', shape: 'text', label: 'Pricing insights' },
    { key: 'demandTrends', role: 'advice', shape: 'text', label: 'Demand trends' },
    {
      key: 'platformOpportunities',
      role: 'advice',
      shape: 'platforms',
      itemKey: 'opportunities',
      label: 'Platform opportunities',
    },
    { key: 'recommendations', role: 'advice', shape: 'list', label: 'Recommendations' },
  ],
  optimization: [
    { key: 'titleSuggestions', role: 'listing', shape: 'list', label: 'Titles' },
    { key: 'bulletPoints', role: 'listing', shape: 'list', label: 'Bullet points' },
    { key: 'optimizedDescription', role: 'listing', shape: 'text', label: 'Description' },
    { key: 'shortDescription', role: 'listing', shape: 'text', label: 'Short description' },
    { key: 'keywords', role: 'listing', shape: 'list', label: 'Keywords' },
    { key: 'searchTerms', role: 'listing', shape: 'text', label: 'Backend search terms' },
    {
      key: 'platformSpecificTips',
      role: 'advice',
      shape: 'platforms',
      itemKey: 'tips',
      label: 'Platform tips',
    },
  ],
};

/** Answer keys that carry no free text (numbers, levels, metadata). */
export const nonTextKeys: Record<AiTool, readonly string[]> = {
  keywords: ['keyword', 'searchVolume', 'searchVolumeEstimate', 'competition', 'competitionLevel'],
  research: [],
  optimization: ['facts', 'checklist'],
};
