/** NIM games and their perfect-play solvers. */
package io.github.boardrules.nim;
