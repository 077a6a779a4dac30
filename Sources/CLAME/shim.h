#include <lame/lame.h>
