/**
 * The "given" of a decider's given/when/then tests: `given(...events)` folds the events so far into the state the
 * decision under test sees, typed by the stream's own events so that a misspelt event fails to compile.
 * (Tests only; not part of the build.)
 */
export function givenEvents<State, Event>(evolve: (state: State, event: Event) => State, initial: State): (...events: Event[]) => State {
  return (...events) => events.reduce(evolve, initial);
}
