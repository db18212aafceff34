package io.github.boardrules.cli;

import io.github.boardrules.colorfield.ColorField;
import io.github.boardrules.colorfield.ColorFieldEvaluation;
import io.github.boardrules.colorfield.ColorFieldState;
import io.github.boardrules.core.bots.RandomPlayout;
import io.github.boardrules.nim.GridNim;
import io.github.boardrules.nim.GridNimState;
import io.github.boardrules.nim.HeapNim;
import io.github.boardrules.nim.HeapNimState;
import io.github.boardrules.nim.PerfectNimBot;
import io.github.boardrules.pikkpakk.PikkPakk;
import io.github.boardrules.pikkpakk.PikkPakkEvaluation;
import io.github.boardrules.pikkpakk.PikkPakkState;
import io.github.boardrules.pikkpakk.fiveshift.FiveShift;
import io.github.boardrules.pikkpakk.fiveshift.FiveShiftState;
import io.github.boardrules.pikkpakk.intarsia.IntarsiaPuzzle;
import io.github.boardrules.pikkpakk.intarsia.IntarsiaState;
import io.github.boardrules.pikkpakk.pushfour.PushFour;
import io.github.boardrules.pikkpakk.pushfour.PushFourEvaluation;
import io.github.boardrules.pikkpakk.pushfour.PushFourState;
import io.github.boardrules.pikkpakk.squareabalone.SquareAbalone;
import io.github.boardrules.pikkpakk.squareabalone.SquareAbaloneEvaluation;
import io.github.boardrules.pikkpakk.squareabalone.SquareAbaloneState;
import io.github.boardrules.pylos.Pylos;
import io.github.boardrules.pylos.PylosEvaluation;
import io.github.boardrules.pylos.PylosState;
import io.github.boardrules.tzaar.Tzaar;
import io.github.boardrules.tzaar.TzaarEvaluation;
import io.github.boardrules.tzaar.TzaarMove;
import io.github.boardrules.tzaar.TzaarState;
import io.github.boardrules.zertz.Zertz;
import io.github.boardrules.zertz.ZertzEvaluation;
import io.github.boardrules.zertz.ZertzMove;
import io.github.boardrules.zertz.ZertzState;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Pattern;

/**
 * The games the tool knows, by name, and the options that choose their variants.
 *
 * <p>Each game reads its own options from the command line: {@code --variant} takes a comma list
 * of the names shown in {@link #DESCRIPTIONS}, {@code --ply-limit N} ends long games in a draw
 * where the rules have that option.
 */
final class Games {
  private static final Pattern COMMA = Pattern.compile(",");

  /** The names of the games with a one-line description of each and its options. */
  static final Map<String, String> DESCRIPTIONS = descriptions();

  private Games() {}

  private static Map<String, String> descriptions() {
    Map<String, String> d = new LinkedHashMap<>();
    d.put("nim", "\"1, 2, 3\" NIM on the 4x4 grid [--variant touching-not-required|any-number,misere]");
    d.put("heapnim", "heap Nim, the triangle 1..8 by default [--heaps 3,4,5] [--variant misere]");
    d.put("pikkpakk", "Pikk-Pakk [--variant capture,winning-tie,square,neutral-frame,joint-opening]"
        + " [--size N] [--ply-limit N] [--repetition-draw N]");
    d.put("pushfour", "push-four [--ply-limit N]");
    d.put("fiveshift", "five-shift [--variant rim-removal] [--ply-limit N]");
    d.put("squareabalone", "square Abalone [--variant joint-opening,distance-by-own-balls,any-distance,"
        + "stop-on-collision,continue-with-majority,sideways,own-balls-off] [--win-at N] [--ply-limit N]");
    d.put("intarsia", "the intarsia puzzle (one player)");
    d.put("zertz", "ZERTZ, standard marbles [--variant tournament] [--no-progress-draw N]");
    d.put("tzaar", "TZAAR, the fixed standard setup [--variant random|tournament]");
    d.put("pylos", "Pylos [--variant children|mature,raise-with-empty-reserve] [--ply-limit N]"
        + " [--repetition-draw N]");
    d.put("colorfield", "the colour-field game [--ply-limit N] [--repetition-draw N]");
    return d;
  }

  /**
   * Creates a game with the variant options of the command line.
   *
   * @param name the game's name
   * @param options the command line; the game takes its options from it
   * @return the game
   * @throws CliException if the name or an option is unknown or a value is out of range
   */
  static Game<?, ?> create(String name, Options options) {
    try {
      return switch (name) {
        case "nim" -> gridNim(options);
        case "heapnim" -> heapNim(options);
        case "pikkpakk" -> pikkPakk(options);
        case "pushfour" -> pushFour(options);
        case "fiveshift" -> fiveShift(options);
        case "squareabalone" -> squareAbalone(options);
        case "intarsia" -> intarsia(options);
        case "zertz" -> zertz(options);
        case "tzaar" -> tzaar(options);
        case "pylos" -> pylos(options);
        case "colorfield" -> colorField(options);
        default -> throw CliException.usage(
            "unknown game \"" + name + "\"; the games are " + String.join(", ", DESCRIPTIONS.keySet()));
      };
    } catch (IllegalArgumentException e) {
      // A builder refused an option value, such as a ply limit out of range.
      throw CliException.usage(name + ": " + e.getMessage());
    }
  }

  private static Game<GridNimState, ?> gridNim(Options options) {
    Set<String> v = variants(options, "nim", "touching-not-required", "any-number", "misere");
    GridNim rules = v.contains("any-number") ? GridNim.anyNumberFromLine()
        : v.contains("touching-not-required") ? GridNim.touchingNotRequired()
        : GridNim.standard();
    if (v.contains("misere")) {
      rules = rules.toBuilder().misere(true).build();
    }
    GridNim r = rules;
    return new Game<>("nim", r, r.notation(), r.positions(), s -> NimDrawings.grid(r, s),
        r::randomPlayout, null, GridNimState::positionHash, PerfectNimBot.of(r),
        Pictures.gridNim(r), false);
  }

  private static Game<HeapNimState, ?> heapNim(Options options) {
    Set<String> v = variants(options, "heapnim", "misere");
    String heaps = options.take("--heaps");
    HeapNim.Builder builder = heaps == null ? HeapNim.triangle().toBuilder() : HeapNim.builder().heaps(ints("--heaps", heaps));
    HeapNim r = builder.misere(v.contains("misere")).build();
    return new Game<>("heapnim", r, r.notation(), r.positions(), NimDrawings::heaps,
        RandomPlayout.generic(r), null, HeapNimState::positionHash, PerfectNimBot.of(r),
        Pictures.heapNim(r), false);
  }

  private static Game<PikkPakkState, ?> pikkPakk(Options options) {
    Set<String> v = variants(options, "pikkpakk", "capture", "winning-tie", "square",
        "neutral-frame", "joint-opening");
    PikkPakk.Builder b = PikkPakk.builder().capture(v.contains("capture"))
        .winningTieMove(v.contains("winning-tie")).square(v.contains("square"))
        .neutralFrame(v.contains("neutral-frame")).jointOpening(v.contains("joint-opening"));
    repetitionDraw(options).ifPresent(b::repetitionDraw);
    long size = options.number("--size", 0, 1);
    if (size != 0) {
      b.enlargedBoard((int) Math.min(size, Integer.MAX_VALUE));
    }
    plyLimit(options).ifPresent(b::plyLimit);
    PikkPakk r = b.build();
    return new Game<>("pikkpakk", r, r.notation(), r.positions(), PikkPakkState::render,
        r::randomPlayout, PikkPakkEvaluation.of(r), PikkPakkState::positionHash, null,
        Pictures.pikkPakk(r), false);
  }

  private static Game<PushFourState, ?> pushFour(Options options) {
    PushFour.Builder b = PushFour.builder();
    plyLimit(options).ifPresent(b::plyLimit);
    PushFour r = b.build();
    return new Game<>("pushfour", r, r.notation(), r.positions(), PushFourState::render,
        r::randomPlayout, PushFourEvaluation.standard(), PushFourState::positionHash, null,
        Pictures.pushFour(r), false);
  }

  private static Game<FiveShiftState, ?> fiveShift(Options options) {
    Set<String> v = variants(options, "fiveshift", "rim-removal");
    FiveShift.Builder b = FiveShift.builder().rimRemoval(v.contains("rim-removal"));
    plyLimit(options).ifPresent(b::plyLimit);
    FiveShift r = b.build();
    return new Game<>("fiveshift", r, r.notation(), r.positions(), FiveShiftState::render,
        r::randomPlayout, null, FiveShiftState::positionHash, null,
        Pictures.fiveShift(r), false);
  }

  private static Game<SquareAbaloneState, ?> squareAbalone(Options options) {
    Set<String> v = variants(options, "squareabalone", "joint-opening", "distance-by-own-balls",
        "any-distance", "stop-on-collision", "continue-with-majority", "sideways", "own-balls-off");
    SquareAbalone.Builder b = SquareAbalone.builder().jointOpening(v.contains("joint-opening"))
        .distanceByOwnBalls(v.contains("distance-by-own-balls"))
        .anyDistance(v.contains("any-distance"))
        .stopOnCollision(v.contains("stop-on-collision"))
        .continueWithMajority(v.contains("continue-with-majority"))
        .sidewaysMoves(v.contains("sideways")).ownBallsOff(v.contains("own-balls-off"));
    long winAt = options.number("--win-at", 0, 1);
    if (winAt != 0) {
      b.winAt((int) Math.min(winAt, Integer.MAX_VALUE));
    }
    plyLimit(options).ifPresent(b::plyLimit);
    SquareAbalone r = b.build();
    return new Game<>("squareabalone", r, r.notation(), r.positions(), SquareAbaloneState::render,
        r::randomPlayout, SquareAbaloneEvaluation.of(r), SquareAbaloneState::positionHash,
        null, Pictures.squareAbalone(r), false);
  }

  private static Game<IntarsiaState, ?> intarsia(Options options) {
    variants(options, "intarsia");
    IntarsiaPuzzle r = IntarsiaPuzzle.standard();
    return new Game<>("intarsia", r, r.notation(), r.positions(), IntarsiaState::render,
        r::randomPlayout, null, IntarsiaState::positionHash, null,
        Pictures.intarsia(r), true);
  }

  private static Game<ZertzState, ZertzMove> zertz(Options options) {
    Set<String> v = variants(options, "zertz", "tournament");
    Zertz.Builder b = (v.contains("tournament") ? Zertz.tournament() : Zertz.standard()).toBuilder();
    long noProgress = options.number("--no-progress-draw", 0, 1);
    if (noProgress != 0) {
      b.noProgressDraw((int) Math.min(noProgress, Integer.MAX_VALUE));
    }
    return zertz(b.build());
  }

  /**
   * Returns ZÈRTZ with given rules, such as those of a boardspace record's board.
   *
   * @param r the rules
   * @return the game
   */
  static Game<ZertzState, ZertzMove> zertz(Zertz r) {
    return new Game<>("zertz", r, r.notation(), r.positions(), ZertzState::diagram,
        r::randomPlayout, ZertzEvaluation.of(r), ZertzState::positionHash, null,
        Pictures.zertz(r), false);
  }

  /**
   * Returns TZAAR with the variant options of the command line.
   *
   * @param options the command line
   * @return the game
   */
  static Game<TzaarState, TzaarMove> tzaar(Options options) {
    Set<String> v = variants(options, "tzaar", "random", "tournament");
    if (v.size() > 1) {
      throw CliException.usage("tzaar: choose one of the variants random and tournament");
    }
    Tzaar r = v.contains("random") ? Tzaar.randomSetup()
        : v.contains("tournament") ? Tzaar.tournament() : Tzaar.fixedSetup();
    return new Game<>("tzaar", r, r.notation(), r.positions(), TzaarState::diagram,
        r::randomPlayout, TzaarEvaluation.standard(), TzaarState::positionHash, null,
        Pictures.tzaar(r), false);
  }

  private static Game<PylosState, ?> pylos(Options options) {
    Set<String> v = variants(options, "pylos", "children", "mature", "raise-with-empty-reserve");
    if (v.contains("children") && v.contains("mature")) {
      throw CliException.usage("pylos: choose one of the variants children and mature");
    }
    Pylos base = v.contains("children") ? Pylos.children()
        : v.contains("mature") ? Pylos.mature() : Pylos.standard();
    Pylos.Builder b = base.toBuilder().raiseWithEmptyReserve(v.contains("raise-with-empty-reserve"));
    plyLimit(options).ifPresent(b::plyLimit);
    repetitionDraw(options).ifPresent(b::repetitionDraw);
    Pylos r = b.build();
    return new Game<>("pylos", r, r.notation(), r.positions(), PylosState::diagram,
        r::randomPlayout, PylosEvaluation.of(r), PylosState::positionHash, null,
        Pictures.pylos(r), false);
  }

  private static Game<ColorFieldState, ?> colorField(Options options) {
    variants(options, "colorfield");
    ColorField.Builder b = ColorField.builder();
    plyLimit(options).ifPresent(b::plyLimit);
    repetitionDraw(options).ifPresent(b::repetitionDraw);
    ColorField r = b.build();
    return new Game<>("colorfield", r, r.notation(), r.positions(), r::render,
        r::randomPlayout,
        ColorFieldEvaluation.of(r), ColorFieldState::positionHash, null,
        Pictures.colorField(r), false);
  }

  /** Takes {@code --variant a,b}, refusing names the game does not have. */
  private static Set<String> variants(Options options, String game, String... allowed) {
    Set<String> chosen = new TreeSet<>();
    String text = options.take("--variant");
    if (text == null) {
      return chosen;
    }
    List<String> known = List.of(allowed);
    for (String name : COMMA.split(text, -1)) {
      if (!known.contains(name)) {
        throw CliException.usage(known.isEmpty()
            ? game + " has no variants"
            : "unknown " + game + " variant \"" + name + "\"; the variants are " + String.join(", ", known));
      }
      chosen.add(name);
    }
    return chosen;
  }

  private static java.util.OptionalInt repetitionDraw(Options options) {
    long count = options.number("--repetition-draw", 0, 2);
    return count == 0 ? java.util.OptionalInt.empty()
        : java.util.OptionalInt.of((int) Math.min(count, Integer.MAX_VALUE));
  }

  private static java.util.OptionalInt plyLimit(Options options) {
    long limit = options.number("--ply-limit", 0, 1);
    return limit == 0 ? java.util.OptionalInt.empty()
        : java.util.OptionalInt.of((int) Math.min(limit, Integer.MAX_VALUE));
  }

  private static int[] ints(String what, String text) {
    List<Integer> list = new ArrayList<>();
    for (String part : COMMA.split(text, -1)) {
      list.add((int) Math.min(Options.number(what, part.strip(), 1), Integer.MAX_VALUE));
    }
    return list.stream().mapToInt(Integer::intValue).toArray();
  }
}
