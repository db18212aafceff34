/**
 * Computer opponents and matches for every boardrules game, through the {@link
 * io.github.boardrules.core.Rules} contract and the hooks a game hands to the catalogue: {@link
 * io.github.boardrules.bots.Bots} makes a bot of any level of a configured game and tells hints;
 * {@link io.github.boardrules.bots.MctsBot}, {@link io.github.boardrules.bots.AlphaBetaBot}, {@link
 * io.github.boardrules.bots.RandomBot} and {@link io.github.boardrules.bots.SolverBot} are the
 * engines; {@link io.github.boardrules.bots.match} plays matches and rates their results.
 *
 * <p>The bots are stable and the matches maintained ({@link io.github.boardrules.core.api.API}
 * on each type); the SPRT and what else 0.2.0 added for paired matches, and the new search
 * settings, are experimental.
 */
// The qualified export names a module that is built after this one, which javac reports as "module
// not found" here; the export is right, and the learning module reads the package.
@SuppressWarnings("module")
module io.github.boardrules.bots {
  requires transitive io.github.boardrules.core;
  requires static org.checkerframework.checker.qual;

  exports io.github.boardrules.bots;
  exports io.github.boardrules.bots.match;
  exports io.github.boardrules.bots.internal to io.github.boardrules.learning;
}
