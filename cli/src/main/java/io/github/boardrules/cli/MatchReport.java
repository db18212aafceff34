package io.github.boardrules.cli;

import io.github.boardrules.bots.match.EloEstimate;
import io.github.boardrules.bots.match.GameResult;
import io.github.boardrules.bots.match.MatchProgress;
import io.github.boardrules.bots.match.MatchTotals;
import io.github.boardrules.bots.match.PairResult;
import io.github.boardrules.bots.match.Pentanomial;
import io.github.boardrules.bots.match.RatingList;
import io.github.boardrules.bots.match.Sprt;
import io.github.boardrules.core.Player;
import io.github.boardrules.core.catalog.ConfiguredGame;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.checkerframework.checker.nullness.qual.Nullable;

/**
 * What {@code match} prints: a pair's result lines (score, pairs, Elo and nElo, the sequential
 * test, the first player's score, the forfeits, the time a move), a tournament's rating list, and
 * the progress bar's words.
 *
 * <pre>{@code
 * MatchReport.counts(totals);   // "1 win, 0 draws, 2 losses, 0 unfinished"
 * }</pre>
 */
final class MatchReport {
  private static final int BAR_WIDTH = 30;

  /** The most forfeits listed one by one; the rest are counted. */
  private static final int FORFEITS_LISTED = 10;

  private MatchReport() {}

  /**
   * Prints the result of a match of two players.
   *
   * @param game the game, whose first side is named as the game names it
   * @param a the first player's side
   * @param b the second player's side (the first's, against itself)
   * @param games the games played
   * @param settings the match
   * @param out where to print
   * @param <S> the state type
   * @param <M> the move type
   */
  static <S, M> void printMatch(ConfiguredGame<S, M> game, MatchSide<S, M> a, MatchSide<S, M> b,
      List<GameResult> games, MatchSettings settings, PrintStream out) {
    MatchTotals totals = MatchTotals.of(games);
    boolean selfPlay = settings.selfPlay();
    if (!selfPlay) {
      out.println(a.label() + ": " + counts(totals) + "; score "
          + String.format(Locale.ROOT, "%.3f", totals.score()) + " (" + points(totals) + " of " + totals.games() + ")");
      printElo(a.shown(), b.shown(), games, totals, out);
      printSprt(settings.sprt(), games, out);
    }
    MatchTotals first = MatchTotals.ofFirstPlayer(games);
    double[] interval = first.scoreInterval();
    out.println("first player (" + game.sideName(Player.FIRST) + "): " + counts(first)
        + "; score " + String.format(Locale.ROOT, "%.3f [%.3f, %.3f]", first.score(), interval[0],
            interval[1]) + " (95 % interval)");
    out.println(String.format(Locale.ROOT, "average game: %.1f plies", totals.averagePlies())
        + settings.cappedText(capped(games, settings)));
    printForfeits(games, a, b, out);
    out.println(selfPlay ? "time: " + a.label() + " " + a.clock().text()
        : "time: " + a.label() + " " + a.clock().text() + "; " + b.label() + " " + b.clock().text());
    if (settings.out() != null) {
      out.println("records: " + settings.out() + " (each replays with: replay <file>)");
    }
  }

  /**
   * Prints the result line of a tournament's pair.
   *
   * @param a the pair's first side
   * @param b the pair's second side
   * @param games the pair's games
   * @param settings the match
   * @param out where to print
   * @param <S> the state type
   * @param <M> the move type
   */
  static <S, M> void printPair(MatchSide<S, M> a, MatchSide<S, M> b, List<GameResult> games,
      MatchSettings settings, PrintStream out) {
    MatchTotals totals = MatchTotals.of(games);
    out.println(a.shown() + " vs " + b.shown() + ": "
        + totals.wins() + "-" + totals.draws() + "-" + totals.losses()
        + (totals.unfinished() > 0 ? " (+" + totals.unfinished() + " unfinished)" : "") + ", score "
        + String.format(Locale.ROOT, "%.3f", totals.score()) + ", Elo " + Pentanomial.eloOf(games).text()
        + String.format(Locale.ROOT, ", %.1f plies a game", totals.averagePlies())
        + settings.cappedText(capped(games, settings)));
    printForfeits(games, a, b, out);
  }

  private static long capped(List<GameResult> games, MatchSettings settings) {
    return games.stream().filter(g -> g.plies() >= settings.plyCap()).count();
  }

  /**
   * Prints the Elo difference of a two-level match: by pairs when the games are whole pairs; by
   * every game's score (the trinomial) when one game has no partner (an odd count), as {@link
   * Pentanomial#eloOf} rates a tournament's pair, so that every game counts.
   */
  private static void printElo(String a, String b, List<GameResult> games, MatchTotals totals, PrintStream out) {
    Pentanomial pairs = Pentanomial.of(games);
    if (pairs.pairs() > 0 && pairs.games() < games.size()) {
      out.println("pairs (each opening with colours swapped): " + pairs.text() + "; "
          + (games.size() - pairs.games()) + " game without its partner");
    }
    if (pairs.pairs() == 0 || pairs.games() < games.size()) {
      out.println("Elo difference (" + a + " - " + b + "): " + totals.elo().text()
          + " (95 % interval, trinomial standard error of every game's score"
          + (pairs.pairs() > 0 ? "; nElo needs whole pairs)" : ")"));
      return;
    }
    out.println("pairs (each opening with colours swapped): " + pairs.text());
    Optional<EloEstimate> nElo = pairs.normalizedElo();
    out.println("Elo difference (" + a + " - " + b + "): " + pairs.elo().text()
        + " (95 % interval from the pentanomial variance; exact bounds for a sweep or no spread)"
        + (nElo.isPresent() ? "; nElo " + nElo.get().text() : "; nElo undefined: every pair scored the same"));
  }

  /** Prints the sequential test's outcome, when one was asked for. */
  private static void printSprt(@Nullable Sprt sprt, List<GameResult> games, PrintStream out) {
    if (sprt == null) {
      return;
    }
    Pentanomial pairs = Pentanomial.of(games);
    double llr = sprt.llr(pairs);
    Sprt.Decision decision = sprt.decision(llr);
    out.println(String.format(Locale.ROOT, "SPRT (%s): ", sprt.text())
        + (decision == Sprt.Decision.CONTINUE ? "no decision after " + pairs.pairs() + " pairs"
            : (decision == Sprt.Decision.H0 ? "H0" : "H1") + " accepted after " + pairs.pairs() + " pairs ("
                + pairs.games() + " games)")
        + String.format(Locale.ROOT, ": LLR %+.2f, bounds [%+.2f, %+.2f]", llr, sprt.lowerBound(), sprt.upperBound()));
  }

  /**
   * Prints the line of the sequential test after a pair.
   *
   * @param sprt the test
   * @param step the test after the pair
   * @param out where to print
   */
  static void printSprtStep(Sprt sprt, Sprt.Step step, PrintStream out) {
    out.println(String.format(Locale.ROOT, "SPRT after %d pairs: LLR %+.2f, bounds [%+.2f, %+.2f]%s",
        step.pairs().pairs(), step.llr(), sprt.lowerBound(), sprt.upperBound(),
        step.decision() == Sprt.Decision.CONTINUE ? "" : ": " + step.decision() + " accepted"));
  }

  /**
   * Prints the rating list of a tournament, adjacent pairs or a gauntlet, then what each side is.
   *
   * @param sides the sides, in the order of {@code --levels}
   * @param pairs the pairs' results
   * @param settings the match, with its anchor
   * @param out where to print
   * @param <S> the state type
   * @param <M> the move type
   * @throws CliException if the results give no rating list
   */
  static <S, M> void printRatings(List<MatchSide<S, M>> sides, List<PairResult> pairs, MatchSettings settings,
      PrintStream out) {
    List<String> specs = settings.players().stream().map(PlayerSpec::text).toList();
    OptionTypes.Anchor anchor = settings.anchor();
    int anchorIndex = anchor != null ? specs.indexOf(anchor.player()) : Math.max(0, specs.indexOf("1"));
    List<String> names = new ArrayList<>();
    for (MatchSide<S, M> side : sides) {
      names.add(side.shown());
    }
    RatingList ratings;
    try {
      ratings = RatingList.fit(names, pairs, anchorIndex, anchor == null ? 0 : anchor.rating());
    } catch (IllegalStateException e) {
      throw CliException.failure("no rating list: " + e.getMessage());
    }
    ratings.lines().forEach(out::println);
    out.println("sides:");
    for (MatchSide<S, M> side : sides) {
      out.println("  " + side.shown() + ": " + side.description() + "; " + side.clock().text());
    }
  }

  /**
   * Lists the games that a player lost by forfeit (an engine's illegal or unreadable move, crash or
   * lost time), with the reasons: nothing when there were none.
   */
  private static <S, M> void printForfeits(List<GameResult> games, MatchSide<S, M> a, MatchSide<S, M> b,
      PrintStream out) {
    List<GameResult> forfeited = games.stream().filter(g -> g.forfeit() != null).toList();
    if (forfeited.isEmpty()) {
      return;
    }
    out.println(forfeited.size() + (forfeited.size() == 1 ? " game" : " games") + " lost by forfeit:");
    for (GameResult g : forfeited.subList(0, Math.min(FORFEITS_LISTED, forfeited.size()))) {
      MatchSide<S, M> loser = g.outcome() == GameResult.Outcome.LOSS ? a : b;
      out.println("  game " + g.index() + ": " + loser.shown() + " lost after " + g.plies() + " plies: " + g.forfeit());
    }
    if (forfeited.size() > FORFEITS_LISTED) {
      out.println("  and " + (forfeited.size() - FORFEITS_LISTED) + " more (the records' Forfeit tags say why)");
    }
  }

  private static String points(MatchTotals totals) {
    double p = totals.points();
    return p == Math.rint(p) ? Long.toString((long) p) : String.format(Locale.ROOT, "%.1f", p);
  }

  /**
   * Returns the totals in words, singular for one.
   *
   * @param totals the totals
   * @return such as {@code "1 win, 0 draws, 2 losses, 0 unfinished"}
   */
  static String counts(MatchTotals totals) {
    return totals.wins() + (totals.wins() == 1 ? " win, " : " wins, ")
        + totals.draws() + (totals.draws() == 1 ? " draw, " : " draws, ")
        + totals.losses() + (totals.losses() == 1 ? " loss, " : " losses, ")
        + totals.unfinished() + " unfinished";
  }

  /**
   * Returns the start of the progress bar: a carriage return, the bar and the games done.
   *
   * @param done the games done
   * @param total the games of the pair
   * @return such as {@code "\r[###...] 3/30"}
   */
  static String bar(int done, int total) {
    int filled = (int) ((long) BAR_WIDTH * done / total);
    return "\r[" + "#".repeat(filled) + ".".repeat(BAR_WIDTH - filled) + "] " + done + "/" + total;
  }

  /**
   * Returns the progress of a pair in words, without the bar.
   *
   * @param p the progress
   * @return such as {@code "score 0.250  0:00:03 left"}
   */
  static String progressText(MatchProgress p) {
    long left = p.left().toSeconds();
    return String.format(Locale.ROOT, "score %.3f  %d:%02d:%02d left", p.totals().score(),
        left / 3600, left / 60 % 60, left % 60);
  }
}
