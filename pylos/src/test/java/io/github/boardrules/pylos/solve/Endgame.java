package io.github.boardrules.pylos.solve;

import io.github.boardrules.bots.RandomBot;
import io.github.boardrules.core.bots.Bot;
import io.github.boardrules.pylos.Pylos;
import io.github.boardrules.pylos.PylosMove;
import io.github.boardrules.pylos.PylosState;

// The code of docs/games/pylos.md; PylosSolveGuideTest runs it.
// snippet:pylos-perfect-bot
final class Endgame {
  static PylosMove move(PylosState state) {
    Pylos rules = Pylos.children();
    Bot<PylosState, PylosMove> fallback = RandomBot.of(rules, 1);   // or an AlphaBetaBot
    Bot<PylosState, PylosMove> endgame = PerfectPylosBot.of(rules, 1_000_000, fallback);
    return endgame.chooseMove(state);   // perfect where solveExactly sees every reachable position
  }
}
// end-snippet
