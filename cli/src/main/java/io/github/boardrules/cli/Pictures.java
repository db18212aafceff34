package io.github.boardrules.cli;

import io.github.boardrules.colorfield.ColorField;
import io.github.boardrules.colorfield.ColorFieldMove;
import io.github.boardrules.colorfield.ColorFieldState;
import io.github.boardrules.colorfield.ColorFieldSvg;
import io.github.boardrules.nim.GridNim;
import io.github.boardrules.nim.GridNimMove;
import io.github.boardrules.nim.GridNimState;
import io.github.boardrules.nim.GridNimSvg;
import io.github.boardrules.nim.HeapNim;
import io.github.boardrules.nim.HeapNimMove;
import io.github.boardrules.nim.HeapNimState;
import io.github.boardrules.nim.HeapNimSvg;
import io.github.boardrules.pikkpakk.PikkPakk;
import io.github.boardrules.pikkpakk.PikkPakkMove;
import io.github.boardrules.pikkpakk.PikkPakkState;
import io.github.boardrules.pikkpakk.PikkPakkSvg;
import io.github.boardrules.pikkpakk.fiveshift.FiveShift;
import io.github.boardrules.pikkpakk.fiveshift.FiveShiftState;
import io.github.boardrules.pikkpakk.fiveshift.FiveShiftSvg;
import io.github.boardrules.pikkpakk.intarsia.IntarsiaPuzzle;
import io.github.boardrules.pikkpakk.intarsia.IntarsiaState;
import io.github.boardrules.pikkpakk.intarsia.IntarsiaSvg;
import io.github.boardrules.pikkpakk.intarsia.Rotation;
import io.github.boardrules.pikkpakk.pushfour.PushFour;
import io.github.boardrules.pikkpakk.pushfour.PushFourMove;
import io.github.boardrules.pikkpakk.pushfour.PushFourState;
import io.github.boardrules.pikkpakk.pushfour.PushFourSvg;
import io.github.boardrules.pikkpakk.squareabalone.SquareAbalone;
import io.github.boardrules.pikkpakk.squareabalone.SquareAbaloneMove;
import io.github.boardrules.pikkpakk.squareabalone.SquareAbaloneState;
import io.github.boardrules.pikkpakk.squareabalone.SquareAbaloneSvg;
import io.github.boardrules.pylos.Pylos;
import io.github.boardrules.pylos.PylosMove;
import io.github.boardrules.pylos.PylosState;
import io.github.boardrules.pylos.PylosSvg;
import io.github.boardrules.tzaar.Tzaar;
import io.github.boardrules.tzaar.TzaarMove;
import io.github.boardrules.tzaar.TzaarState;
import io.github.boardrules.tzaar.TzaarSvg;
import io.github.boardrules.zertz.Zertz;
import io.github.boardrules.zertz.ZertzMove;
import io.github.boardrules.zertz.ZertzState;
import io.github.boardrules.zertz.ZertzSvg;

/**
 * The SVG picture maker of every game: the one place where the tool meets the games'
 * {@code <Game>Svg} classes.
 *
 * <p>Each game module draws its positions with a {@code <Game>Svg} class ({@code
 * render(rules, state)} and {@code render(rules, state, lastMove)}); here each is wrapped as a
 * {@link PictureMaker}.
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
    return (state, last) ->
        last == null ? GridNimSvg.render(rules, state) : GridNimSvg.render(rules, state, last);
  }

  /**
   * Returns the picture maker of heapnim.
   *
   * @param rules the rules
   * @return the maker
   */
  static PictureMaker<HeapNimState, HeapNimMove> heapNim(HeapNim rules) {
    return (state, last) ->
        last == null ? HeapNimSvg.render(rules, state) : HeapNimSvg.render(rules, state, last);
  }

  /**
   * Returns the picture maker of pikkpakk.
   *
   * @param rules the rules
   * @return the maker
   */
  static PictureMaker<PikkPakkState, PikkPakkMove> pikkPakk(PikkPakk rules) {
    return (state, last) ->
        last == null ? PikkPakkSvg.render(rules, state) : PikkPakkSvg.render(rules, state, last);
  }

  /**
   * Returns the picture maker of pushfour.
   *
   * @param rules the rules
   * @return the maker
   */
  static PictureMaker<PushFourState, PushFourMove> pushFour(PushFour rules) {
    return (state, last) ->
        last == null ? PushFourSvg.render(rules, state) : PushFourSvg.render(rules, state, last);
  }

  /**
   * Returns the picture maker of fiveshift.
   *
   * @param rules the rules
   * @return the maker
   */
  static PictureMaker<FiveShiftState, PikkPakkMove> fiveShift(FiveShift rules) {
    return (state, last) ->
        last == null ? FiveShiftSvg.render(rules, state) : FiveShiftSvg.render(rules, state, last);
  }

  /**
   * Returns the picture maker of squareabalone.
   *
   * @param rules the rules
   * @return the maker
   */
  static PictureMaker<SquareAbaloneState, SquareAbaloneMove> squareAbalone(SquareAbalone rules) {
    return (state, last) ->
        last == null ? SquareAbaloneSvg.render(rules, state) : SquareAbaloneSvg.render(rules, state, last);
  }

  /**
   * Returns the picture maker of intarsia.
   *
   * @param rules the rules
   * @return the maker
   */
  static PictureMaker<IntarsiaState, Rotation> intarsia(IntarsiaPuzzle rules) {
    return (state, last) ->
        last == null ? IntarsiaSvg.render(rules, state) : IntarsiaSvg.render(rules, state, last);
  }

  /**
   * Returns the picture maker of zertz.
   *
   * @param rules the rules
   * @return the maker
   */
  static PictureMaker<ZertzState, ZertzMove> zertz(Zertz rules) {
    return (state, last) ->
        last == null ? ZertzSvg.render(rules, state) : ZertzSvg.render(rules, state, last);
  }

  /**
   * Returns the picture maker of tzaar.
   *
   * @param rules the rules
   * @return the maker
   */
  static PictureMaker<TzaarState, TzaarMove> tzaar(Tzaar rules) {
    return (state, last) ->
        last == null ? TzaarSvg.render(rules, state) : TzaarSvg.render(rules, state, last);
  }

  /**
   * Returns the picture maker of pylos.
   *
   * @param rules the rules
   * @return the maker
   */
  static PictureMaker<PylosState, PylosMove> pylos(Pylos rules) {
    return (state, last) ->
        last == null ? PylosSvg.render(rules, state) : PylosSvg.render(rules, state, last);
  }

  /**
   * Returns the picture maker of colorfield.
   *
   * @param rules the rules
   * @return the maker
   */
  static PictureMaker<ColorFieldState, ColorFieldMove> colorField(ColorField rules) {
    return (state, last) ->
        last == null ? ColorFieldSvg.render(rules, state) : ColorFieldSvg.render(rules, state, last);
  }
}
