package io.github.boardrules.cli;

import io.github.boardrules.colorfield.ColorField;
import io.github.boardrules.colorfield.ColorFieldMove;
import io.github.boardrules.colorfield.ColorFieldState;
import io.github.boardrules.nim.GridNim;
import io.github.boardrules.nim.GridNimMove;
import io.github.boardrules.nim.GridNimState;
import io.github.boardrules.nim.HeapNim;
import io.github.boardrules.nim.HeapNimMove;
import io.github.boardrules.nim.HeapNimState;
import io.github.boardrules.pikkpakk.PikkPakk;
import io.github.boardrules.pikkpakk.PikkPakkMove;
import io.github.boardrules.pikkpakk.PikkPakkState;
import io.github.boardrules.pikkpakk.fiveshift.FiveShift;
import io.github.boardrules.pikkpakk.fiveshift.FiveShiftState;
import io.github.boardrules.pikkpakk.intarsia.IntarsiaPuzzle;
import io.github.boardrules.pikkpakk.intarsia.IntarsiaState;
import io.github.boardrules.pikkpakk.intarsia.Rotation;
import io.github.boardrules.pikkpakk.pushfour.PushFour;
import io.github.boardrules.pikkpakk.pushfour.PushFourMove;
import io.github.boardrules.pikkpakk.pushfour.PushFourState;
import io.github.boardrules.pikkpakk.squareabalone.SquareAbalone;
import io.github.boardrules.pikkpakk.squareabalone.SquareAbaloneMove;
import io.github.boardrules.pikkpakk.squareabalone.SquareAbaloneState;
import io.github.boardrules.pylos.Pylos;
import io.github.boardrules.pylos.PylosMove;
import io.github.boardrules.pylos.PylosState;
import io.github.boardrules.tzaar.Tzaar;
import io.github.boardrules.tzaar.TzaarMove;
import io.github.boardrules.tzaar.TzaarState;
import io.github.boardrules.zertz.Zertz;
import io.github.boardrules.zertz.ZertzMove;
import io.github.boardrules.zertz.ZertzState;

/**
 * The SVG picture maker of every game: the one place where the tool meets the games'
 * {@code <Game>Svg} classes.
 *
 * <p>Each game module draws its positions with a {@code <Game>Svg} class ({@code
 * render(rules, state)} and {@code render(rules, state, lastMove)}). Until those classes are wired
 * in here, each method returns a maker that answers "SVG pictures are not available for GAME
 * yet" (exit code 2). Wiring one in is one line, for example:
 *
 * <pre>{@code
 * return (state, last) -> last == null
 *     ? ZertzSvg.render(rules, state)
 *     : ZertzSvg.render(rules, state, last);
 * }</pre>
 */
final class Pictures {
  private Pictures() {}

  /**
   * Returns the picture maker of nim.
   *
   * @param rules the rules
   * @return the maker
   */
  static PictureMaker<GridNimState, GridNimMove> gridNim(GridNim rules) {
    return unavailable("nim");
  }

  /**
   * Returns the picture maker of heapnim.
   *
   * @param rules the rules
   * @return the maker
   */
  static PictureMaker<HeapNimState, HeapNimMove> heapNim(HeapNim rules) {
    return unavailable("heapnim");
  }

  /**
   * Returns the picture maker of pikkpakk.
   *
   * @param rules the rules
   * @return the maker
   */
  static PictureMaker<PikkPakkState, PikkPakkMove> pikkPakk(PikkPakk rules) {
    return unavailable("pikkpakk");
  }

  /**
   * Returns the picture maker of pushfour.
   *
   * @param rules the rules
   * @return the maker
   */
  static PictureMaker<PushFourState, PushFourMove> pushFour(PushFour rules) {
    return unavailable("pushfour");
  }

  /**
   * Returns the picture maker of fiveshift.
   *
   * @param rules the rules
   * @return the maker
   */
  static PictureMaker<FiveShiftState, PikkPakkMove> fiveShift(FiveShift rules) {
    return unavailable("fiveshift");
  }

  /**
   * Returns the picture maker of squareabalone.
   *
   * @param rules the rules
   * @return the maker
   */
  static PictureMaker<SquareAbaloneState, SquareAbaloneMove> squareAbalone(SquareAbalone rules) {
    return unavailable("squareabalone");
  }

  /**
   * Returns the picture maker of intarsia.
   *
   * @param rules the rules
   * @return the maker
   */
  static PictureMaker<IntarsiaState, Rotation> intarsia(IntarsiaPuzzle rules) {
    return unavailable("intarsia");
  }

  /**
   * Returns the picture maker of zertz.
   *
   * @param rules the rules
   * @return the maker
   */
  static PictureMaker<ZertzState, ZertzMove> zertz(Zertz rules) {
    return unavailable("zertz");
  }

  /**
   * Returns the picture maker of tzaar.
   *
   * @param rules the rules
   * @return the maker
   */
  static PictureMaker<TzaarState, TzaarMove> tzaar(Tzaar rules) {
    return unavailable("tzaar");
  }

  /**
   * Returns the picture maker of pylos.
   *
   * @param rules the rules
   * @return the maker
   */
  static PictureMaker<PylosState, PylosMove> pylos(Pylos rules) {
    return unavailable("pylos");
  }

  /**
   * Returns the picture maker of colorfield.
   *
   * @param rules the rules
   * @return the maker
   */
  static PictureMaker<ColorFieldState, ColorFieldMove> colorField(ColorField rules) {
    return unavailable("colorfield");
  }

  /** A maker that refuses with the one-line message and exit code 2. */
  private static <S extends Object, M extends Object> PictureMaker<S, M> unavailable(String game) {
    return (state, last) -> {
      throw CliException.usage("SVG pictures are not available for " + game + " yet");
    };
  }
}
