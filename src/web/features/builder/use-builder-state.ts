import type { BuilderData } from '@core/builder/builder-data';
import { emptyBuilderData } from '@core/builder/new-builder-data';
import { builderMessages } from '@shared/messages';
import { useCallback, useEffect, useRef, useState } from 'react';
import { dismissToast, toast } from '../../lib/toast-store';
import { type BuilderState, clearBuilderState, readBuilderState, writeBuilderState } from './builder-storage';

/** Platform spec §9: the wizard saves one second after the last change… */
export const AUTOSAVE_DELAY_MS = 1000;
/** …and says so for two seconds (the toaster's own duration is the core spec's 5 s). */
export const AUTOSAVE_TOAST_MS = 2000;
/** Spec §4: the toast comes from step 2 onward, i.e. from step index 1. */
const FIRST_STEP_TOASTED = 1;

const reloadWindow = () => window.location.reload();

function restoredState(): BuilderState {
  return readBuilderState() ?? { step: 0, data: emptyBuilderData() };
}

/**
 * The wizard's state (platform spec §4): the step index and the builder data, restored from browser storage on
 * load and saved there one second after any change (debounced: typing saves once, after the pause), with the
 * toast 'Progress saved automatically' for two seconds from step 2 onward. A state already saved (the one
 * restored, one saved at once by `saveNow`) is not saved again.
 */
export function useBuilderState({ reloadPage = reloadWindow }: { reloadPage?: () => void } = {}) {
  const [state, setState] = useState(restoredState);
  const saved = useRef(state);
  // After 'Start Over' nothing is written again, even by a save due during the reload.
  const isCleared = useRef(false);

  useEffect(() => {
    if (state === saved.current || isCleared.current) return;
    const timer = setTimeout(() => {
      if (isCleared.current) return;
      writeBuilderState(state);
      saved.current = state;
      if (state.step >= FIRST_STEP_TOASTED) {
        const id = toast({ title: builderMessages.autosaved });
        setTimeout(() => dismissToast(id), AUTOSAVE_TOAST_MS);
      }
    }, AUTOSAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [state]);

  /** Changes the data on screen; autosaved after the pause. */
  const updateData = useCallback((change: (data: BuilderData) => BuilderData) => {
    setState((previous) => ({ ...previous, data: change(previous.data) }));
  }, []);

  /** Moves to `step`, with part of the data replaced first (a step's Continue keeps its cleaned entries). */
  const goTo = useCallback((step: number, patch?: Partial<BuilderData>) => {
    setState((previous) => ({ step, data: patch ? { ...previous.data, ...patch } : previous.data }));
  }, []);

  /** Replaces the data and saves it at once, without the autosave toast (an import says so itself). */
  const replaceData = useCallback(
    (data: BuilderData) => {
      const next = { ...state, data };
      writeBuilderState(next);
      saved.current = next;
      setState(next);
    },
    [state],
  );

  /** Saves what is on screen now (Finish). */
  const saveNow = useCallback(() => {
    writeBuilderState(state);
    saved.current = state;
  }, [state]);

  /** 'Start Over' (spec §2): the saved data is removed and the page reloads, empty. */
  const startOver = useCallback(() => {
    isCleared.current = true;
    clearBuilderState();
    reloadPage();
  }, [reloadPage]);

  return { step: state.step, data: state.data, updateData, goTo, replaceData, saveNow, startOver };
}
