package io.github.boardrules.cli;

import io.github.boardrules.bots.match.Sprt;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import picocli.CommandLine.ITypeConverter;

/**
 * The typed values of command-line options, each read by a picocli converter that refuses a bad
 * value in the tool's words ({@code --games must be from 1 to 1,000,000, not 0}): a command's
 * annotated fields hold numbers, durations, players and tests, never text to parse again. A
 * converter's {@link CliException} becomes picocli's refusal of the option, which {@link
 * ParseErrors} prints as it is (exit code 2).
 *
 * <pre>{@code
 * @Option(names = "--games", converter = OptionTypes.Games.class)
 * private int games = 100;
 * }</pre>
 */
final class OptionTypes {
  /** The most games a pair plays: the runner lists the games up front (see {@code match}). */
  static final int MAX_GAMES = 1_000_000;

  /** The longest game a match plays before stopping it unfinished. */
  static final int MAX_PLY_CAP = 1_000_000;

  /** The most random plies an opening takes: more would be a random game, not an opening. */
  static final int MAX_RANDOM_PLIES = 1_000;

  /** The most threads of games or of one search. */
  static final int MAX_THREADS = 256;

  /** The most simulations of a self-play search a move. */
  static final int MAX_SIMULATIONS = 1_000_000;

  /** The most games a self-play thread plays side by side. */
  static final int MAX_GAME_BATCH = 4_096;

  /** The longest time a move: an hour; a longer budget is surely a mistake. */
  static final Duration MAX_MOVE_TIME = Duration.ofHours(1);

  private OptionTypes() {}

  /** A whole number of an option, in its range. */
  private abstract static class InRange implements ITypeConverter<Long> {
    private final String option;
    private final long min;
    private final long max;

    InRange(String option, long min, long max) {
      this.option = option;
      this.min = min;
      this.max = max;
    }

    @Override
    public Long convert(String text) {
      return WholeNumber.parse(option, text, min, max);
    }
  }

  /** {@code --games}: 1 to {@value #MAX_GAMES}. */
  static final class Games extends InRange {
    Games() {
      super("--games", 1, MAX_GAMES);
    }
  }

  /** {@code --threads}: games played at once, 1 to {@value #MAX_THREADS}. */
  static final class Threads extends InRange {
    Threads() {
      super("--threads", 1, MAX_THREADS);
    }
  }

  /** {@code --bot-threads}: threads of a search, 1 to {@value #MAX_THREADS}. */
  static final class BotThreads extends InRange {
    BotThreads() {
      super("--bot-threads", 1, MAX_THREADS);
    }
  }

  /** {@code --seed}: any 64-bit number. */
  static final class Seed extends InRange {
    Seed() {
      super("--seed", Long.MIN_VALUE, Long.MAX_VALUE);
    }
  }

  /** {@code --ply-cap} of a match: 1 to {@value #MAX_PLY_CAP}. */
  static final class PlyCap extends InRange {
    PlyCap() {
      super("--ply-cap", 1, MAX_PLY_CAP);
    }
  }

  /** {@code --random-plies}: 0 to {@value #MAX_RANDOM_PLIES}. */
  static final class RandomPlies extends InRange {
    RandomPlies() {
      super("--random-plies", 0, MAX_RANDOM_PLIES);
    }
  }

  /** {@code --simulations} of self-play: each move's search, 1 to {@value #MAX_SIMULATIONS}. */
  static final class Simulations extends InRange {
    Simulations() {
      super("--simulations", 1, MAX_SIMULATIONS);
    }
  }

  /** {@code --sampling-plies} of self-play: 0 to {@value #MAX_PLY_CAP}. */
  static final class SamplingPlies extends InRange {
    SamplingPlies() {
      super("--sampling-plies", 0, MAX_PLY_CAP);
    }
  }

  /** {@code --random-opening} of self-play: 0 to {@value #MAX_PLY_CAP}. */
  static final class RandomOpening extends InRange {
    RandomOpening() {
      super("--random-opening", 0, MAX_PLY_CAP);
    }
  }

  /** {@code --leaf-batch} of self-play: 1 to {@value #MAX_THREADS}. */
  static final class LeafBatch extends InRange {
    LeafBatch() {
      super("--leaf-batch", 1, MAX_THREADS);
    }
  }

  /** {@code --game-batch} of self-play: 1 to {@value #MAX_GAME_BATCH}. */
  static final class GameBatch extends InRange {
    GameBatch() {
      super("--game-batch", 1, MAX_GAME_BATCH);
    }
  }

  /** A decimal number of an option from 0 to a largest value, both included. */
  private abstract static class DecimalInRange implements ITypeConverter<Double> {
    private final String option;
    private final double max;

    DecimalInRange(String option, double max) {
      this.option = option;
      this.max = max;
    }

    @Override
    public Double convert(String text) {
      String range = "a number from 0 to " + (long) max;
      double value = decimal(option, text, range);
      if (!(value >= 0 && value <= max)) {
        throw CliException.usage(option + " must be " + range + ", not " + text);
      }
      return value;
    }
  }

  /** {@code --noise}: the weight of the root's Dirichlet noise, 0 to 1. */
  static final class NoiseWeight extends DecimalInRange {
    NoiseWeight() {
      super("--noise", 1);
    }
  }

  /** {@code --child-value-policy}: the sharpness of self-play's policy targets from move values, 0 to 100. */
  static final class ChildValuePolicy extends DecimalInRange {
    ChildValuePolicy() {
      super("--child-value-policy", 100);
    }
  }

  /** {@code --fpu}: first-play urgency's reduction, 0 to 10. */
  static final class FirstPlayUrgency extends DecimalInRange {
    FirstPlayUrgency() {
      super("--fpu", 10);
    }
  }

  /** {@code --dirichlet-alpha}: a finite number above 0. */
  static final class DirichletAlpha implements ITypeConverter<Double> {
    @Override
    public Double convert(String text) {
      double value = decimal("--dirichlet-alpha", text, "a number above 0");
      if (!(value > 0) || Double.isInfinite(value)) {
        throw CliException.usage("--dirichlet-alpha must be a number above 0, not " + text);
      }
      return value;
    }
  }

  private static double decimal(String option, String text, String what) {
    try {
      return Double.parseDouble(text.strip());
    } catch (NumberFormatException e) {
      throw CliException.usage(option + " must be " + what + ", not \"" + text + "\"");
    }
  }

  /** {@code --time-per-move}: milliseconds, or with {@code ms} or {@code s}; 1 ms to an hour. */
  static final class MoveTime implements ITypeConverter<Duration> {
    @Override
    public Duration convert(String text) {
      String t = text.strip().toLowerCase(Locale.ROOT);
      long factor = t.endsWith("ms") ? 1 : t.endsWith("s") ? 1000 : 1;
      String digits = t.endsWith("ms") ? t.substring(0, t.length() - 2) : t.endsWith("s") ? t.substring(0, t.length() - 1) : t;
      long millis = WholeNumber.parse("--time-per-move (milliseconds, or with ms or s)", digits, 1,
          MAX_MOVE_TIME.toMillis() / factor) * factor;
      return Duration.ofMillis(millis);
    }
  }

  /**
   * {@code --levels A,B[,C...]}: the players of a match, a comma list of specs (a comma inside
   * quotes stays in a {@code ugi:} command). A level is read as a whole number at least 1, the
   * named searches {@code mcts} and {@code alphabeta} in any case; a spec with a colon as {@link
   * PlayerSpec} reads it.
   */
  static final class Players implements ITypeConverter<PlayerList> {
    @Override
    public PlayerList convert(String text) {
      List<String> entries;
      try {
        entries = CommandWords.entries(text);
      } catch (IllegalArgumentException e) {
        throw CliException.usage("--levels " + text + ": " + e.getMessage());
      }
      List<PlayerSpec> players = new ArrayList<>();
      for (String entry : entries) {
        players.add(player(entry));
      }
      return new PlayerList(players);
    }
  }

  /** {@code --player SPEC}: one player, taken whole. */
  static final class Player implements ITypeConverter<PlayerSpec> {
    @Override
    public PlayerSpec convert(String text) {
      return player(text);
    }
  }

  private static PlayerSpec player(String entry) {
    String word = entry.strip().toLowerCase(Locale.ROOT);
    if (entry.indexOf(':') >= 0 || word.equals("mcts") || word.equals("alphabeta")) {
      return PlayerSpec.parse(entry);
    }
    return PlayerSpec.parse(Long.toString(WholeNumber.parse("--levels", word, 1, Integer.MAX_VALUE)));
  }

  /**
   * The players of {@code --levels}, as one value: picocli gives a list-typed option one element
   * a value, and {@code --levels} is one value of several players.
   *
   * @param specs the players in the order given
   */
  record PlayerList(List<PlayerSpec> specs) {
    PlayerList {
      specs = List.copyOf(specs);
    }
  }

  /** {@code --sprt elo0=E0,elo1=E1,alpha=A,beta=B}: a sequential test that can decide. */
  static final class SprtTest implements ITypeConverter<Sprt> {
    @Override
    public Sprt convert(String text) {
      try {
        return Sprt.parse(text);
      } catch (IllegalArgumentException e) {
        throw CliException.usage("--sprt: " + e.getMessage());
      }
    }
  }

  /** {@code --anchor LEVEL=RATING}: the rating list's fixed player and its rating. */
  static final class AnchorRating implements ITypeConverter<Anchor> {
    @Override
    public Anchor convert(String text) {
      int equals = text.indexOf('=');
      if (equals < 0) {
        throw CliException.usage("--anchor takes LEVEL=RATING, such as 1=0, not " + text);
      }
      String player = text.substring(0, equals).strip().toLowerCase(Locale.ROOT);
      String ratingText = text.substring(equals + 1).strip();
      double rating;
      try {
        rating = Double.parseDouble(ratingText);
      } catch (NumberFormatException e) {
        throw CliException.usage("--anchor: the rating must be a number, not " + ratingText);
      }
      if (!Double.isFinite(rating)) {
        throw CliException.usage("--anchor: the rating must be a finite number, not " + ratingText);
      }
      return new Anchor(player, rating);
    }
  }

  /**
   * The rating list's fixed player.
   *
   * @param player the player's entry of {@code --levels}, as written (lower case)
   * @param rating its rating
   */
  record Anchor(String player, double rating) {}
}
