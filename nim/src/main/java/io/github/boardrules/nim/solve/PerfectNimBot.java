package io.github.boardrules.nim.solve;

import static io.github.boardrules.core.api.API.Status.STABLE;

import io.github.boardrules.core.api.API;
import io.github.boardrules.core.bots.Bot;
import io.github.boardrules.nim.GridNim;
import io.github.boardrules.nim.GridNimMove;
import io.github.boardrules.nim.GridNimState;
import io.github.boardrules.nim.HeapNim;
import io.github.boardrules.nim.HeapNimMove;
import io.github.boardrules.nim.HeapNimState;
import java.util.Objects;

/**
 * A perfect NIM player: core's {@link Bot} over a game's {@link NimSolver}. Whenever the position
 * is won for the player to move it plays a move that keeps the win, so from a won position it
 * wins every game, whatever the opponent does.
 *
 * <pre>{@code
 * GridNim rules = GridNim.builder().rows(3).columns(3).build();   // won for the first player
 * PerfectNimBot<GridNimState, GridNimMove> perfect = PerfectNimBot.of(rules);
 * MatchResult result = Match.between(rules, perfect, RandomBot.of(rules, 1)).play(1);
 * result.firstBotWins();   // 1: the perfect bot moved first and won
 * }</pre>
 *
 * <p><b>In a lost position</b> no move can win against perfect play; the bot plays the solver's
 * fallback, which prolongs the game or waits for a mistake: for {@link GridNim}, the first legal
 * move in the order of {@link GridNim#legalMoves}, which takes a single ball; for {@link HeapNim},
 * one ball from the largest heap (the lowest-numbered if several are largest). See {@link
 * NimSolver#bestMove}.
 *
 * <p>The bot draws no random numbers and holds nothing but its solver, which is thread-safe, so a
 * bot is thread-safe too.
 *
 * @param <S> the state type
 * @param <M> the move type
 */
@API(status = STABLE, since = "0.1.0")
public final class PerfectNimBot<S extends Object, M extends Object> implements Bot<S, M> {
  private final NimSolver<S, M> solver;

  private PerfectNimBot(NimSolver<S, M> solver) {
    this.solver = solver;
  }

  /**
   * Returns a perfect bot for a grid NIM game, over a new {@link GridNimSolver#of solver}. A bot
   * that shares a solver already made is {@link #over}{@code (solver)}.
   *
   * @param rules the game
   * @return the bot
   */
  public static PerfectNimBot<GridNimState, GridNimMove> of(GridNim rules) {
    return new PerfectNimBot<>(GridNimSolver.of(rules));
  }

  /**
   * Returns a perfect bot for a heap Nim game, over a {@link HeapNimSolver#of solver}.
   *
   * @param rules the game
   * @return the bot
   */
  public static PerfectNimBot<HeapNimState, HeapNimMove> of(HeapNim rules) {
    return new PerfectNimBot<>(HeapNimSolver.of(rules));
  }

  /**
   * Returns a perfect bot over any NIM solver.
   *
   * @param solver the solver whose best moves the bot plays
   * @param <S> the state type
   * @param <M> the move type
   * @return the bot
   */
  public static <S extends Object, M extends Object> PerfectNimBot<S, M> over(
      NimSolver<S, M> solver) {
    return new PerfectNimBot<>(Objects.requireNonNull(solver, "solver"));
  }

  /**
   * Returns a move that keeps the win when the player to move can win, otherwise the solver's
   * fallback move (see the class description).
   *
   * @param state a position where the game is not over
   * @return a legal move
   * @throws IllegalStateException if the game is over in {@code state}
   * @throws IllegalArgumentException if the state belongs to a game of another size
   */
  @Override
  public M chooseMove(S state) {
    return solver.bestMove(state).orElseThrow(
        () -> new IllegalStateException("The game is over in " + state + ": there is no move"));
  }

  /**
   * Returns the solver the bot plays by.
   *
   * @return the solver
   */
  public NimSolver<S, M> solver() {
    return solver;
  }

  @Override
  public String toString() {
    return "PerfectNimBot[" + solver + "]";
  }
}
