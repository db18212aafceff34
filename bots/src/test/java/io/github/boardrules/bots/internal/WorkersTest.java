package io.github.boardrules.bots.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/** The work runner of the match runner, self-play and MCTS. */
class WorkersTest {
  @Test
  void everyIndexRunsOnceOnTheThreadsNamedForTheWork() {
    List<Integer> seen = Collections.synchronizedList(new ArrayList<>());
    Set<String> threadNames = ConcurrentHashMap.newKeySet();
    Workers.forEachIndex(3, 103, 4, "test", i -> {
      seen.add(i);
      threadNames.add(Thread.currentThread().getName());
    });
    assertThat(seen).hasSize(100).doesNotHaveDuplicates().allMatch(i -> i >= 3 && i < 103);
    assertThat(threadNames).isNotEmpty().allMatch(n -> n.matches("test-[0-3]"));
  }

  @Test
  void oneThreadOrOneIndexRunsOnTheCallersThreadAndAnEmptyRangeRunsNothing() {
    String caller = Thread.currentThread().getName();
    List<String> names = new ArrayList<>();
    Workers.forEachIndex(0, 5, 1, "test", i -> names.add(Thread.currentThread().getName()));
    Workers.forEachIndex(7, 8, 4, "test", i -> names.add(Thread.currentThread().getName()));
    Workers.forEachIndex(4, 4, 4, "test", i -> names.add("never"));
    assertThat(names).hasSize(6).containsOnly(caller);
  }

  @Test
  void theFirstFailureIsThrownAndNoNewIndexIsTakenAfterIt() {
    AtomicInteger after = new AtomicInteger();
    assertThatThrownBy(() -> Workers.forEachIndex(0, 1_000, 1, "test", i -> {
      if (i == 10) {
        throw new IllegalStateException("index 10");
      }
      if (i > 10) {
        after.incrementAndGet();
      }
    })).isInstanceOf(IllegalStateException.class).hasMessage("index 10");
    assertThat(after).hasValue(0);
    assertThatThrownBy(() -> Workers.forEachIndex(0, 100, 3, "test", i -> {
      throw new AssertionError("error " + i);
    })).isInstanceOf(AssertionError.class).hasMessageStartingWith("error ");
  }

  @Test
  void eachTaskRunsOnItsOwnThreadAndAllHaveEndedOnReturn() {
    Set<String> names = ConcurrentHashMap.newKeySet();
    List<Runnable> tasks = new ArrayList<>();
    for (int t = 0; t < 3; t++) {
      tasks.add(() -> names.add(Thread.currentThread().getName()));
    }
    Workers.runEachOnItsThread(tasks, "tree");
    assertThat(names).containsExactlyInAnyOrder("tree-0", "tree-1", "tree-2");
  }
}
