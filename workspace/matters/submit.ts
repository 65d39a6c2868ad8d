/** The owner's submissions (pure): which matter/submit kind each page sends and the input it builds. */
import type { MatterSubmitInput } from '../../src/domain/contract-write';

export const CONTENT_MAX = 4000;

/**
 * survey: the counterpart survey report; seekAsk: a seek-opinions request to colleagues;
 * seekConclude: seeking concluded, the contract goes to the unit's legality review;
 * finalDraftUnit / finalDraftJud: the final draft of an ordinary / a major contract.
 */
export type SubmitMode = 'survey' | 'seekAsk' | 'seekConclude' | 'finalDraftUnit' | 'finalDraftJud';

export function submitKind(mode: SubmitMode): MatterSubmitInput['kind'] {
  return mode === 'seekAsk' || mode === 'seekConclude' ? 'seek' : mode;
}

export function submitInput(
  mode: SubmitMode,
  contract: { id: number; version: number },
  v: { content: string; fileIds: number[]; handlerUserIds: number[]; deadline?: string | undefined },
): MatterSubmitInput {
  return {
    contractId: contract.id,
    version: contract.version,
    kind: submitKind(mode),
    content: v.content.trim(),
    fileIds: v.fileIds,
    handlerUserIds: mode === 'seekAsk' ? v.handlerUserIds : [],
    ...(mode === 'seekAsk' && v.deadline ? { deadline: v.deadline } : {}),
  };
}
