package io.github.boardrules.architecture;

import io.github.boardrules.core.Rules;
import io.github.boardrules.core.catalog.ConfiguredGame;
import io.github.boardrules.core.catalog.GameCatalog;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Random;

/**
 * Prints the hash codes of the positions and legal moves along seeded random games of every
 * catalogue game, one line a ply, for {@link HashCodesAcrossJvmsTest} to compare between JVMs.
 */
final class HashCodePrinter {
  static final int SEEDS = 3;
  static final int PLIES = 120;

  private HashCodePrinter() {}

  public static void main(String[] args) {
    PrintStream out = new PrintStream(System.out, false, StandardCharsets.UTF_8);
    GameCatalog catalog = GameCatalog.load();
    for (String name : catalog.names()) {
      for (int seed = 1; seed <= SEEDS; seed++) {
        // TZAAR's default setup is drawn at random when its rules are made; a seed makes it one setup.
        String game = name.equals("tzaar") ? "tzaar(seed=" + seed + ")" : name;
        walk(catalog.game(game), name, seed, out);
      }
    }
    out.flush();
  }

  private static <S, M> void walk(ConfiguredGame<S, M> game, String name, int seed, PrintStream out) {
    Rules<S, M> rules = game.rules();
    Random random = new Random(seed);
    S state = rules.initialState();
    for (int ply = 0; ply < PLIES && rules.status(state).isOngoing(); ply++) {
      List<M> moves = rules.legalMoves(state);
      int movesDigest = 0;
      for (M move : moves) {
        movesDigest = movesDigest * 31 + move.hashCode();
      }
      S now = state;
      String key = game.hash().map(hash -> Long.toHexString(hash.applyAsLong(now))).orElse("-");
      out.println(name + " seed " + seed + " ply " + ply + ": " + state.getClass().getSimpleName() + " "
          + state.hashCode() + ", key " + key + ", " + moves.size() + " " + moves.get(0).getClass().getSimpleName()
          + " " + movesDigest);
      state = rules.play(state, moves.get(random.nextInt(moves.size())));
    }
  }
}
