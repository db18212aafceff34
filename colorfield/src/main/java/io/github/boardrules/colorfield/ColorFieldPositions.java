package io.github.boardrules.colorfield;

import io.github.boardrules.colorfield.internal.ColorFieldEngine;
import io.github.boardrules.colorfield.internal.ColorFieldHistory;
import io.github.boardrules.core.Legality;
import io.github.boardrules.core.PositionFormat;
import io.github.boardrules.core.TextParseException;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;

/** The colour-field position text for one rules object; see {@link ColorField#positions()}. */
final class ColorFieldPositions implements PositionFormat<ColorFieldState> {
  private static final String KIND = "position";
  private static final int RED = ColorFieldLayout.RED;
  /** A hole of the board in the position text. */
  static final char HOLE = '_';
  /** Another cell of a merged square, whose piece is written at the square's own cell. */
  static final char MERGED = '+';

  private final ColorField rules;

  ColorFieldPositions(ColorField rules) {
    this.rules = rules;
  }

  /** Returns the character of the piece on a square: '.', or its colour letter by team case. */
  static char pieceChar(ColorFieldState state, int square) {
    int code = state.pieceCode(square);
    if (code < 0) {
      return '.';
    }
    int colors = state.rules().engine().colors();
    char letter = state.layout().colorAt(code % colors).letter();
    return code / colors == Team.FULL.index() ? letter : Character.toLowerCase(letter);
  }

  static char gateChar(ColorFieldState state, int gate) {
    if (!state.gateOccupied(gate)) {
      return '-';
    }
    return state.layout().gateTeam(gate) == Team.FULL ? 'R' : 'r';
  }

  static String write(ColorFieldState state) {
    ColorFieldLayout layout = state.layout();
    int columns = layout.columns();
    StringBuilder out = new StringBuilder();
    for (int row = layout.rows() - 1; row >= 0; row--) {
      for (int column = 0; column < columns; column++) {
        int square = layout.squareAt(column, row);
        if (square < 0) {
          out.append(HOLE);
        } else if (layout.column(square) != column || layout.row(square) != row) {
          out.append(MERGED);
        } else {
          out.append(pieceChar(state, square));
        }
      }
      out.append(row == 0 ? ' ' : '/');
    }
    for (int g = 0; g < layout.gateCount(); g++) {
      out.append(gateChar(state, g));
    }
    out.append(' ').append(state.toMove().letter()).append(' ').append(state.plies());
    ColorFieldHistory history = state.history();
    if (history != null) {
      for (long code : history.moves()) {
        out.append(' ').append(ColorFieldMove.ofCode(layout, code));
      }
    }
    return out.toString();
  }

  @Override
  public String encode(ColorFieldState state) {
    return write(state);
  }

  private static TextParseException fail(String input, int at, String reason) {
    return new TextParseException(KIND, input, at, reason);
  }

  private static String letters(ColorFieldLayout layout) {
    StringBuilder out = new StringBuilder();
    for (FieldColor color : layout.colors()) {
      out.append(out.length() == 0 ? "" : ", ").append(color.letter());
    }
    return out.toString();
  }

  @Override
  public ColorFieldState decode(CharSequence text) {
    String input = text.toString();
    ColorFieldLayout layout = rules.layout();
    ColorFieldEngine engine = rules.engine();
    int colors = engine.colors();
    int columns = layout.columns();
    int squares = layout.squareCount();
    long[] p = engine.newPieces();
    int[] counts = new int[2 * colors];
    int[] limits = new int[2 * colors];
    for (int s = 0; s < squares; s++) {
      if (layout.startTeamOrdinal(s) != ColorFieldLayout.NONE) {
        limits[layout.startTeamOrdinal(s) * colors + layout.startColorOrdinal(s)]++;
      }
    }
    for (Team team : Team.values()) {
      limits[team.index() * colors + RED] = layout.redCount(team);
    }
    int[] castleReds = new int[2];
    int at = 0;
    for (int row = layout.rows() - 1; row >= 0; row--) {
      int fromTop = layout.rows() - row;
      for (int column = 0; column < columns; column++) {
        if (at >= input.length()) {
          throw fail(input, at, "row " + fromTop + " from the top ends after " + column + " of "
              + columns + " squares");
        }
        char c = input.charAt(at);
        int square = layout.squareAt(column, row);
        if (c == '/' || c == ' ') {
          throw fail(input, at, "row " + fromTop + " from the top has " + column
              + " squares; the board has " + columns);
        }
        String cell = ColorFieldLayout.cellName(row * columns + column, columns);
        if (square < 0) {
          if (c != HOLE) {
            throw fail(input, at, cell + " is a hole of the board, written '" + HOLE + "', not '" + c + "'");
          }
        } else if (layout.column(square) != column || layout.row(square) != row) {
          if (c != MERGED) {
            throw fail(input, at, cell + " is part of the merged square " + layout.name(square)
                + ", written '" + MERGED + "' (its piece goes on " + layout.name(square) + "), not '" + c + "'");
          }
        } else if (c != '.') {
          FieldColor color = FieldColor.byLetter(c);
          int colorIndex = color == null ? -1 : layout.colorIndex(color);
          if (color == null || colorIndex < 0) {
            throw fail(input, at, "expected '.' or a piece of this layout's colours (" + letters(layout)
                + "; FULL upper case, EMPTY lower case), found '" + c + "'");
          }
          int team = Character.isUpperCase(c) ? 0 : 1;
          if (layout.isCastle(square)) {
            if (colorIndex != RED) {
              throw fail(input, at, "only RED pieces may stand on the castle (" + layout.name(square) + ")");
            }
            castleReds[team]++;
          }
          int code = team * colors + colorIndex;
          counts[code]++;
          if (counts[code] > limits[code]) {
            throw fail(input, at, Team.ofIndex(team) + " has only " + limits[code] + " "
                + color + " pieces");
          }
          p[engine.set(team, colorIndex) + (square >>> 6)] |= 1L << square;
        }
        at++;
      }
      char expected = row == 0 ? ' ' : '/';
      if (at >= input.length() || input.charAt(at) != expected) {
        throw fail(input, at, at >= input.length()
            ? (row == 0 ? "expected the gates after the board" : "only " + fromTop + " rows; the board has "
                + layout.rows())
            : row == 0 && input.charAt(at) == '/'
                ? "more than " + layout.rows() + " rows"
                : "row " + fromTop + " from the top: expected '" + expected + "' after " + columns
                    + " squares, found '" + input.charAt(at) + "'");
      }
      at++;
    }
    for (int g = 0; g < layout.gateCount(); g++) {
      char c = at < input.length() ? input.charAt(at) : ' ';
      Team owner = layout.gateTeam(g);
      char red = owner == Team.FULL ? 'R' : 'r';
      if (c == red) {
        int location = squares + g;
        p[engine.set(owner.index(), RED) + (location >>> 6)] |= 1L << location;
        int code = owner.index() * colors + RED;
        counts[code]++;
        if (counts[code] > limits[code]) {
          throw fail(input, at, owner + " has only " + limits[code] + " RED pieces");
        }
      } else if (c != '-') {
        throw fail(input, at, "gate " + layout.name(squares + g) + " is written '" + red
            + "' (its " + owner + " RED piece) or '-' (empty)"
            + (at < input.length() ? ", not '" + c + "'" : ""));
      }
      at++;
    }
    expectSpace(input, at, "after the " + layout.gateCount() + " gates");
    at++;
    int teamAt = at;
    Team toMove = at < input.length() ? Team.byLetter(input.charAt(at)) : null;
    if (toMove == null) {
      throw fail(input, at, "expected the team to move, F or E");
    }
    at++;
    expectSpace(input, at, "after the team to move");
    at++;
    int pliesAt = at;
    int end = at;
    while (end < input.length() && input.charAt(end) != ' ') {
      end++;
    }
    String pliesText = input.substring(at, end);
    if (!pliesText.matches("0|[1-9][0-9]{0,8}")) {
      throw fail(input, at, "expected the plies played, a number");
    }
    int plies = Integer.parseInt(pliesText);
    OptionalInt plyLimit = rules.drawOptions().plyLimit();
    if (plyLimit.isPresent() && plies > plyLimit.getAsInt()) {
      throw fail(input, pliesAt, plies + " plies is past this game's ply limit of "
          + plyLimit.getAsInt());
    }
    Team expectedTeam = plies % 2 == 0 ? rules.firstTeam() : rules.firstTeam().opponent();
    if (toMove != expectedTeam) {
      throw fail(input, teamAt, "after " + plies + " plies " + expectedTeam + " is to move ("
          + rules.firstTeam() + " starts)");
    }
    Team mover = toMove.opponent();
    if (castleReds[toMove.index()] > 0) {
      throw fail(input, teamAt, toMove + " is to move but has a RED piece on the castle: the game"
          + " ended when it got there");
    }
    if (castleReds[mover.index()] > 1) {
      throw fail(input, teamAt, mover + " has " + castleReds[mover.index()] + " RED pieces on the"
          + " castle: the game ended when the first got there");
    }
    if (counts[mover.index() * colors + RED] == 0) {
      throw fail(input, teamAt, mover + " moved last but has no RED piece: the game ended when its"
          + " last one was captured");
    }
    at = end;
    List<Integer> moveAts = new ArrayList<>();
    List<ColorFieldMove> moves = new ArrayList<>();
    while (at < input.length()) {
      expectSpace(input, at, "between fields");
      at++;
      int start = at;
      while (at < input.length() && input.charAt(at) != ' ') {
        at++;
      }
      if (rules.drawOptions().repetitionDraw().isEmpty()) {
        throw fail(input, start, "unexpected text after the plies (a history of moves is written"
            + " only with the repetition draw on)");
      }
      try {
        moves.add(rules.notation().parse(input.substring(start, at)));
      } catch (TextParseException e) {
        throw fail(input, start + e.errorIndex(), "history move " + (moves.size() + 1) + ": " + e.reason());
      }
      moveAts.add(start);
    }
    if (moves.isEmpty()) {
      return rules.makeState(p, toMove, plies, null, ColorFieldHistory.NO_MOVE);
    }
    return replayHistory(input, p, toMove, plies, moves, moveAts);
  }

  /** Undoes the history moves on the board, then plays them again to rebuild the history. */
  private ColorFieldState replayHistory(String input, long[] p, Team toMove, int plies,
      List<ColorFieldMove> moves, List<Integer> moveAts) {
    ColorFieldLayout layout = rules.layout();
    ColorFieldEngine engine = rules.engine();
    int squares = layout.squareCount();
    if (moves.size() > plies) {
      throw fail(input, moveAts.get(0), moves.size() + " history moves but only " + plies + " plies");
    }
    long[] start = p.clone();
    Team team = toMove;
    for (int i = moves.size() - 1; i >= 0; i--) {
      ColorFieldMove move = moves.get(i);
      Team mover = team.opponent();
      int at = moveAts.get(i);
      if (move.from() >= squares || move.to() >= squares || move.isCapture()) {
        throw fail(input, at, "history move " + move + " is irreversible (a capture or a gate exit)"
            + " and starts a new history");
      }
      int code = engine.pieceCode(start, move.to());
      if (code < 0 || code / engine.colors() != mover.index() || engine.pieceCode(start, move.from()) >= 0) {
        throw fail(input, at, "history move " + move + " does not lead to this position: "
            + layout.name(move.to()) + " must hold a piece of " + mover + " and "
            + layout.name(move.from()) + " be empty");
      }
      int set = code * engine.words();
      start[set + (move.to() >>> 6)] &= ~(1L << move.to());
      start[set + (move.from() >>> 6)] |= 1L << move.from();
      team = mover;
    }
    ColorFieldState state = rules.makeState(start, team, plies - moves.size(), null, ColorFieldHistory.NO_MOVE);
    for (int i = 0; i < moves.size(); i++) {
      Legality legality = rules.check(state, moves.get(i));
      if (!legality.isLegal()) {
        throw fail(input, moveAts.get(i), "history move " + moves.get(i) + " is illegal: "
            + legality.message());
      }
      state = rules.playUnchecked(state, moves.get(i));
    }
    return state;
  }

  private static void expectSpace(String input, int at, String where) {
    if (at >= input.length() || input.charAt(at) != ' ') {
      throw fail(input, at, "expected a space " + where);
    }
  }
}
