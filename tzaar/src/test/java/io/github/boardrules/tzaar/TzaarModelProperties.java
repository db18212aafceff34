package io.github.boardrules.tzaar;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.boardrules.core.Player;
import io.github.boardrules.core.Status;
import io.github.boardrules.testkit.ForAll;
import io.github.boardrules.testkit.Gen;
import io.github.boardrules.testkit.Seeds;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The legal moves, the status and {@link TzaarEvaluation}'s value against a model written here
 * from the rules text ({@code shared/rules/tzaar.md}) on point names and piece letters, reading
 * only the position text: a stack moves along one of the six lines ({@link Hex}) over empty points
 * to the first occupied point, never across the centre; it captures an enemy stack no taller than
 * itself; as the second action it may also go onto an own stack, or pass; a player without one of
 * the three types on top loses, and so does a player who cannot capture when his turn starts.
 *
 * <p>Besides random games from the setups, where every line ends at a neighbour until the board
 * thins out, the model is driven from sparse mid-game positions made here: few stacks, long lines
 * through empty points, stacks up to 6 high.
 */
class TzaarModelProperties {
  private static final String TYPES = "abc";
  private static final int[] MAX = {6, 9, 15}; // Tzaars, Tzarras, Totts per colour

  /** A position read from its text: point name to pieces (bottom to top), the colour, the phase. */
  private record Model(Map<String, String> board, boolean whiteToMove, String phase) {
    static Model of(TzaarState state) {
      String text = Tzaar.fixedSetup().positions().encode(state);
      String[] parts = text.split(" ");
      Map<String, String> board = new LinkedHashMap<>();
      String[] columns = parts[0].split("/");
      for (int x = 0; x < 9; x++) {
        String column = columns[x];
        int row = 1;
        for (int i = 0; i < column.length(); i++) {
          String pieces;
          if (column.charAt(i) == '(') {
            int close = column.indexOf(')', i);
            pieces = column.substring(i + 1, close);
            i = close;
          } else {
            pieces = column.substring(i, i + 1);
          }
          if (x == 4 && row == 5) {
            row++; // E5 is the hole: column E runs E1-E4, E6-E9
          }
          if (!pieces.equals(".")) {
            board.put("" + (char) ('A' + x) + row, pieces);
          }
          row++;
        }
      }
      return new Model(board, parts[1].equals("w"), parts[2]);
    }

    static boolean white(String stack) {
      return Character.isLowerCase(stack.charAt(0));
    }

    static char top(String stack) {
      return Character.toLowerCase(stack.charAt(stack.length() - 1));
    }

    /** The first occupied point along each line from {@code from}: one per direction, or none. */
    List<String> firstInEachDirection(String from) {
      List<String> found = new ArrayList<>();
      for (int[] step : Hex.STEPS) {
        int x = Hex.x(from) + step[0];
        int y = Hex.y(from) + step[1];
        String at = Hex.name(x, y);
        while (at != null && !board.containsKey(at)) {
          x += step[0];
          y += step[1];
          at = Hex.name(x, y); // null at the edge and at the hole: the line ends there
        }
        if (at != null) {
          found.add(at);
        }
      }
      return found;
    }

    Set<String> captures(boolean white) {
      Set<String> moves = new HashSet<>();
      board.forEach((from, own) -> {
        if (white(own) == white) {
          for (String at : firstInEachDirection(from)) {
            String target = board.get(at);
            if (white(target) != white && target.length() <= own.length()) {
              moves.add(from + "x" + at);
            }
          }
        }
      });
      return moves;
    }

    Set<String> stacks(boolean white) {
      Set<String> moves = new HashSet<>();
      board.forEach((from, own) -> {
        if (white(own) == white) {
          for (String at : firstInEachDirection(from)) {
            if (white(board.get(at)) == white) {
              moves.add(from + ">" + at);
            }
          }
        }
      });
      return moves;
    }

    boolean lacksAType(boolean white) {
      Set<Character> tops = new HashSet<>();
      board.values().stream().filter(s -> white(s) == white).forEach(s -> tops.add(top(s)));
      return tops.size() < 3;
    }

    /**
     * A colour's part of {@link TzaarEvaluation}, from the formula its Javadoc states, with the
     * captures and attacked stacks of this model's lines of sight.
     */
    int evaluationOf(boolean white) {
      Set<String> attacked = new HashSet<>();
      captures(!white).forEach(move -> attacked.add(move.substring(move.indexOf('x') + 1)));
      int captures = captures(white).size();
      boolean opponentMovesNext = whiteToMove != white;
      int stacks = 0;
      int pieces = 0;
      int[] tops = new int[3];
      int[] underAttack = new int[3];
      for (Map.Entry<String, String> stack : board.entrySet()) {
        if (white(stack.getValue()) == white) {
          stacks++;
          pieces += stack.getValue().length();
          int type = TYPES.indexOf(top(stack.getValue()));
          tops[type]++;
          underAttack[type] += attacked.contains(stack.getKey()) ? 1 : 0;
        }
      }
      int value = 0;
      for (int type = 0; type < 3; type++) {
        int left = opponentMovesNext ? tops[type] - Math.min(underAttack[type], 2) : tops[type];
        value += left <= 0 ? -6_000 : 3_000 - 3_000 / left;
        value -= 100 * underAttack[type];
      }
      return value - 1_500 / (1 + captures) + 640 * captures + 50 * stacks + 20 * (pieces - stacks);
    }

    /** Pieces of a type the colour still has to place: the tournament setup places all 30. */
    int inHand(boolean white, char type) {
      int onBoard = 0;
      for (String stack : board.values()) {
        if (white(stack) == white) {
          for (int i = 0; i < stack.length(); i++) {
            onBoard += Character.toLowerCase(stack.charAt(i)) == type ? 1 : 0;
          }
        }
      }
      return MAX[TYPES.indexOf(type)] - onBoard;
    }

    /** The status from the rules text: "ongoing", or "WIN <winner> <termination>". */
    String status() {
      if (phase.equals("place")) {
        return "ongoing";
      }
      // Only one colour can lack a type: a capture takes an enemy stack, a stack covers an own one.
      if (lacksAType(true)) {
        return "WIN SECOND LOST_A_TYPE";
      }
      if (lacksAType(false)) {
        return "WIN FIRST LOST_A_TYPE";
      }
      boolean mustCapture = phase.equals("opening") || phase.equals("capture");
      if (mustCapture && captures(whiteToMove).isEmpty()) {
        return "WIN " + (whiteToMove ? "SECOND" : "FIRST") + " CANNOT_CAPTURE";
      }
      return "ongoing";
    }

    Set<String> legalMoves() {
      Set<String> moves = new HashSet<>();
      if (!status().equals("ongoing")) {
        return moves;
      }
      if (phase.equals("place")) {
        for (String point : Hex.allPoints()) {
          if (!board.containsKey(point)) {
            for (int t = 0; t < TYPES.length(); t++) {
              char type = TYPES.charAt(t);
              if (inHand(whiteToMove, type) > 0) {
                moves.add((whiteToMove ? type : Character.toUpperCase(type)) + "@" + point);
              }
            }
          }
        }
        return moves;
      }
      moves.addAll(captures(whiteToMove));
      if (phase.equals("second")) {
        moves.addAll(stacks(whiteToMove));
        moves.add("pass");
      }
      return moves;
    }
  }

  private static String statusOf(Status status) {
    return status.isOngoing()
        ? "ongoing"
        : status.kind() + " " + status.winner().map(Player::name).orElse("-") + " "
            + status.termination().orElseThrow().name();
  }

  private static void agree(Tzaar rules, TzaarState state) {
    Model model = Model.of(state);
    Set<String> listed = new HashSet<>();
    rules.legalMoves(state).forEach(m -> listed.add(m.toString()));
    assertThat(listed).as("legal moves of %s", state).isEqualTo(model.legalMoves());
    assertThat(statusOf(rules.status(state))).as("status of %s", state).isEqualTo(model.status());
    int whiteValue = model.evaluationOf(true) - model.evaluationOf(false);
    assertThat(TzaarEvaluation.standard().evaluate(state, Player.FIRST))
        .as("evaluation of %s for WHITE", state).isEqualTo(whiteValue);
    assertThat(TzaarEvaluation.standard().evaluate(state, Player.SECOND))
        .as("evaluation of %s for BLACK", state).isEqualTo(-whiteValue);
  }

  @Test
  void randomGamesFromEverySetupAgreeWithTheModel() {
    for (Tzaar rules : List.of(Tzaar.randomSetup(2026), Tzaar.fixedSetup(), Tzaar.tournament())) {
      ForAll.games("TZAAR model, random games: " + rules, 60, rules, game -> {
        for (TzaarState state : game.states()) {
          agree(rules, state);
        }
        Model end = Model.of(game.finalState());
        Status status = rules.status(game.finalState());
        if (status.termination().map(t -> t == TzaarTermination.LOST_A_TYPE).orElse(false)) {
          // The loser is the colour without one of the three types on top, recomputed here.
          boolean whiteLacks = end.lacksAType(true);
          assertThat(whiteLacks || end.lacksAType(false)).isTrue();
          assertThat(status.winner()).contains(whiteLacks ? Player.SECOND : Player.FIRST);
        }
      });
    }
  }

  /** A sparse position: every type on top for both colours, stacks up to 6 high, long lines. */
  private static final Gen<TzaarState> SPARSE = random -> {
    while (true) {
      Board board = Board.empty();
      List<String> points = new ArrayList<>(Hex.allPoints());
      int[][] used = new int[2][3];
      int stacks = random.nextInt(6, 21);
      for (int i = 0; i < stacks; i++) {
        String point = points.remove(random.nextInt(points.size()));
        int colour = i % 2;
        StringBuilder pieces = new StringBuilder();
        int height = random.nextInt(10) < 7 ? 1 : random.nextInt(2, 7);
        for (int h = 0; h < height; h++) {
          // The first six stacks get the three types on top of each colour.
          int type = h == height - 1 && i < 6 ? i / 2 : random.nextInt(3);
          if (used[colour][type] == MAX[type]) {
            type = 2;
          }
          if (used[colour][type] == MAX[type]) {
            break;
          }
          used[colour][type]++;
          char letter = TYPES.charAt(type);
          pieces.append(colour == 0 ? letter : Character.toUpperCase(letter));
        }
        if (pieces.length() > 0) {
          board.put(point, pieces.toString());
        }
      }
      String colour = random.nextBoolean() ? "w" : "b";
      String phase = random.nextBoolean() ? "capture" : "second";
      TzaarState state = board.state(colour, phase);
      Model model = Model.of(state);
      if (!model.lacksAType(true) && !model.lacksAType(false)) {
        return state;
      }
    }
  };

  @Test
  void sparseMidGamePositionsWithLongLinesAndTallStacksAgreeWithTheModel() {
    Tzaar rules = Tzaar.fixedSetup();
    int[] longLines = new int[1];
    int tries = 400;
    ForAll.values("TZAAR model, sparse positions and their random continuations", tries, SPARSE, start -> {
      SplittableRandom random = new SplittableRandom(start.positionHash());
      TzaarState state = start;
      for (int ply = 0; ply < 40; ply++) {
        agree(rules, state);
        List<TzaarMove> moves = rules.legalMoves(state);
        if (moves.isEmpty()) {
          break;
        }
        for (TzaarMove move : moves) {
          if (move.from().isPresent() && !Hex.adjacent(move.from().get().toString(), move.to().orElseThrow().toString())) {
            longLines[0]++;
          }
        }
        state = rules.play(state, moves.get(random.nextInt(moves.size())));
      }
    });
    // The positions do exercise what the full board cannot: moves along empty points.
    assertThat(longLines[0]).isGreaterThanOrEqualTo(Seeds.scaled(1001, tries));
  }

  @Test
  void aHandWorkedLineThroughEmptyPointsAndTheCentre() {
    // WHITE Tott (height 2) on E3 looks up column E: E4 is empty, E5 is the hole, so the line
    // ends there and the BLACK stack on E6 is out of reach. Down, E2 is empty and E1 holds a
    // BLACK stack of 3, too tall to take. Along the line E3-F3-G3 (step (+1,+1) from E3 at
    // doubled row y 4: F at y 5 is F3, G at y 6 is G3), F3 is empty and G3 holds a BLACK Tott:
    // a capture over F3.
    TzaarState state = Board.empty()
        .put("E3", "cc").put("E6", "C").put("E1", "CCC").put("G3", "C")
        .put("A1", "a").put("A2", "b").put("I1", "A").put("I2", "B")
        .state("w", "capture");
    Set<String> listed = new HashSet<>();
    Tzaar.fixedSetup().legalMoves(state).forEach(m -> listed.add(m.toString()));
    assertThat(listed).contains("E3xG3").doesNotContain("E3xE6", "E3xE1");
    assertThat(listed).isEqualTo(Model.of(state).legalMoves());
  }
}
